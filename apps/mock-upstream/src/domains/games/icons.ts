import { letteringSvg, letteringWidth, type TFace } from '../../core/artwork/lettering.js';
import { escapeXml } from '../../core/artwork/xml.js';
import { seededRandom, type TRandom } from '../../core/prng.js';

/**
 * Generated SVG icons: a game's palette, motif and layout come from its node
 * id, its initials and name from the catalogue, so every icon differs and
 * none needs a file or the network.
 */
/** FNV-1a: a stable 32-bit number from a string. */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/** Up to two letters: the first of each of the first two words ("Dragon Fortune" → DF). */
export const initialsOf = (name: string): string => {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
  return (initials || '?').toUpperCase();
};

const SIZE = 200;

type TMotif = (random: TRandom, light: string) => string;

const circle = (x: number, y: number, r: number, fill: string, opacity: number) =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`;

const bubbles: TMotif = (random, light) =>
  Array.from({ length: 9 }, () =>
    circle(
      random.next() * SIZE,
      random.next() * SIZE,
      6 + random.next() * 30,
      light,
      0.12 + random.next() * 0.2,
    ),
  ).join('');

const diamonds: TMotif = (random, light) =>
  Array.from({ length: 7 }, () => {
    const x = random.next() * SIZE;
    const y = random.next() * SIZE;
    const s = 8 + random.next() * 22;
    return `<polygon points="${x.toFixed(1)},${(y - s).toFixed(1)} ${(x + s * 0.7).toFixed(1)},${y.toFixed(1)} ${x.toFixed(1)},${(y + s).toFixed(1)} ${(x - s * 0.7).toFixed(1)},${y.toFixed(1)}" fill="${light}" opacity="${(0.15 + random.next() * 0.25).toFixed(2)}"/>`;
  }).join('');

const rays: TMotif = (random, light) => {
  const turn = random.next() * 30;
  return Array.from({ length: 12 }, (_, index) => {
    const angle = ((index * 30 + turn) * Math.PI) / 180;
    const x = SIZE / 2 + Math.cos(angle) * SIZE;
    const y = SIZE / 2 + Math.sin(angle) * SIZE;
    const x2 = SIZE / 2 + Math.cos(angle + 0.18) * SIZE;
    const y2 = SIZE / 2 + Math.sin(angle + 0.18) * SIZE;
    return `<polygon points="100,100 ${x.toFixed(1)},${y.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}" fill="${light}" opacity="0.13"/>`;
  }).join('');
};

const waves: TMotif = (random, light) =>
  Array.from({ length: 5 }, (_, index) => {
    const y = 30 + index * 35 + random.next() * 10;
    const amplitude = 8 + random.next() * 14;
    return `<path d="M0 ${y.toFixed(1)} Q50 ${(y - amplitude).toFixed(1)} 100 ${y.toFixed(1)} T200 ${y.toFixed(1)}" fill="none" stroke="${light}" stroke-width="${(3 + random.next() * 5).toFixed(1)}" opacity="0.2"/>`;
  }).join('');

const stars: TMotif = (random, light) =>
  Array.from({ length: 8 }, () => {
    const x = random.next() * SIZE;
    const y = random.next() * SIZE;
    const r = 6 + random.next() * 14;
    const points = Array.from({ length: 10 }, (_, index) => {
      const radius = index % 2 === 0 ? r : r * 0.45;
      const angle = (index * Math.PI) / 5 - Math.PI / 2;
      return `${(x + Math.cos(angle) * radius).toFixed(1)},${(y + Math.sin(angle) * radius).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${points}" fill="${light}" opacity="${(0.18 + random.next() * 0.25).toFixed(2)}"/>`;
  }).join('');

const rings: TMotif = (random, light) => {
  const x = 40 + random.next() * 120;
  const y = 40 + random.next() * 120;
  return Array.from(
    { length: 6 },
    (_, index) =>
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(18 + index * 22).toFixed(1)}" fill="none" stroke="${light}" stroke-width="4" opacity="${(0.28 - index * 0.035).toFixed(2)}"/>`,
  ).join('');
};

const MOTIFS: readonly TMotif[] = [bubbles, diamonds, rays, waves, stars, rings];

const CAPTION_SIZE = 15;
/** Room for the caption: the icon less a margin each side. */
const CAPTION_WIDTH = SIZE - 16;

/** A name shortened, by its measured width, to fit under the initials. */
const caption = (name: string): string => {
  const characters = [...name];
  if (letteringWidth('label-bold', name, CAPTION_SIZE) <= CAPTION_WIDTH) return name;
  let kept = characters.length - 1;
  while (
    kept > 1 &&
    letteringWidth('label-bold', `${characters.slice(0, kept).join('')}…`, CAPTION_SIZE) > CAPTION_WIDTH
  )
    kept--;
  return `${characters.slice(0, kept).join('').trimEnd()}…`;
};

/** A centred run of letters (the icons' texts all are). */
const centred = (
  text: string,
  face: TFace,
  size: number,
  x: number,
  y: number,
  attributes: string,
  letterSpacing = 0,
) => letteringSvg({ text, face, size, x, y, anchor: 'middle', letterSpacing }, attributes);

export type TGameIcon = { nodeId: string; name: string; vendor: string };

/** A square game icon: gradient from the node id's hues, a motif, the initials, the name and the vendor. */
export const renderGameIconSvg = ({ nodeId, name, vendor }: TGameIcon): string => {
  const hash = hashOf(`game:${nodeId}`);
  const random = seededRandom(hash);
  const hue = hash % 360;
  const hue2 = (hue + 40 + random.int(0, 140)) % 360;
  const dark = `hsl(${hue}, 62%, 22%)`;
  const mid = `hsl(${hue2}, 70%, 42%)`;
  const light = `hsl(${(hue + 180) % 360}, 85%, 78%)`;
  const motif = MOTIFS[hash % MOTIFS.length] ?? bubbles;
  const initials = initialsOf(name);
  const angle = random.int(0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(name)}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#f2c94c"/><stop offset="1" stop-color="#b07d1e"/></linearGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" rx="28" fill="url(#bg)"/>
${motif(random, light)}
<circle cx="100" cy="88" r="52" fill="#000" opacity="0.28"/>
${centred(initials, 'display', initials.length > 1 ? 46 : 56, 100, 106, 'fill="url(#gold)" stroke="#2a1a04" stroke-width="1.5" paint-order="stroke"')}
<rect x="0" y="152" width="${SIZE}" height="48" fill="#000" opacity="0.45"/>
${centred(caption(name), 'label-bold', CAPTION_SIZE, 100, 174, 'fill="#fff"')}
${centred(vendor.toUpperCase(), 'label', 11, 100, 192, `fill="${light}"`, 1.5)}
<rect x="3" y="3" width="${SIZE - 6}" height="${SIZE - 6}" rx="26" fill="none" stroke="url(#gold)" stroke-width="3" opacity="0.8"/>
</svg>`;
};

/** A vendor's small icon: its code on a badge coloured from the code. */
export const renderVendorIconSvg = ({
  vassalage,
  displayName,
}: {
  vassalage: string;
  displayName: string;
}): string => {
  const hash = hashOf(`vendor:${vassalage}`);
  const hue = hash % 360;
  const code = vassalage.replace(/^TCG_/, '').replace(/_/g, ' ');
  const fontSize = Math.max(12, Math.min(30, 144 / letteringWidth('label-bold', code || ' ', 1)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80" role="img" aria-label="${escapeXml(displayName)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 60%, 28%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 70%, 45%)"/></linearGradient></defs>
<rect width="160" height="80" rx="14" fill="url(#bg)"/>
${centred(code, 'label-bold', fontSize, 80, 42 + fontSize / 3, 'fill="#fff"')}
${centred(displayName, 'label', 9, 80, 72, 'fill="#fde68a"')}
</svg>`;
};
