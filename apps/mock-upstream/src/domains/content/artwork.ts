import { letteringSvg, letteringWidth } from '../../core/artwork/lettering.js';
import { SUITS, suitSvg } from '../../core/artwork/suits.js';
import { escapeXml } from '../../core/artwork/xml.js';

/**
 * Generated SVG artwork for banners, promotions and the merchant logo: a dark
 * casino look with gold type, varied per item so every image is distinct,
 * and no files or network needed.
 */
const ACCENTS = ['#2dd4bf', '#8b5cf6', '#e11d48', '#10b981', '#3b82f6', '#f97316'] as const;

/** A small seeded generator, so an item's artwork looks the same on every request. */
const seededRandom = (seed: number) => {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
};

/** Splits a title into at most two balanced lines. */
const wrapTitle = (title: string): string[] => {
  const words = title.split(/\s+/).filter(Boolean);
  if (title.length <= 18 || words.length < 2) return [title];
  let best = 1;
  let bestGap = Infinity;
  for (let split = 1; split < words.length; split++) {
    const gap = Math.abs(words.slice(0, split).join(' ').length - words.slice(split).join(' ').length);
    if (gap < bestGap) [best, bestGap] = [split, gap];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
};

type TMotif = (random: () => number, width: number, height: number, accent: string) => string;

const rays: TMotif = (_random, width, height) => {
  const cx = width / 2;
  const cy = height * 1.1;
  return Array.from({ length: 18 }, (_, index) => {
    const angle = Math.PI + (index / 17) * Math.PI;
    const x = cx + Math.cos(angle) * width;
    const y = cy + Math.sin(angle) * width;
    const x2 = cx + Math.cos(angle + 0.06) * width;
    const y2 = cy + Math.sin(angle + 0.06) * width;
    return `<polygon points="${cx},${cy} ${x.toFixed(1)},${y.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}" fill="url(#gold)" opacity="0.07"/>`;
  }).join('');
};

const coins: TMotif = (random, width, height) =>
  Array.from({ length: 14 }, () => {
    const r = 10 + random() * Math.min(width, height) * 0.09;
    const x = random() * width;
    const y = random() * height;
    return `<g opacity="${(0.18 + random() * 0.3).toFixed(2)}"><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#gold)"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.7).toFixed(1)}" fill="none" stroke="#7a5a12" stroke-width="2"/></g>`;
  }).join('');

const suits: TMotif = (random, width, height, accent) =>
  Array.from({ length: 10 }, (_, index) => {
    const size = height * (0.18 + random() * 0.3);
    const fill = index % 2 === 0 ? accent : '#d4a73a';
    const x = random() * width;
    const y = random() * height - size / 4;
    const turn = `rotate(${(random() * 50 - 25).toFixed(0)} ${(width / 2).toFixed(0)} ${(height / 2).toFixed(0)})`;
    return `<g transform="${turn}">${suitSvg(SUITS[index % SUITS.length] ?? 'spade', x, y, size * 0.7, `fill="${fill}" opacity="0.12"`)}</g>`;
  }).join('');

const confetti: TMotif = (random, width, height, accent) =>
  Array.from({ length: 40 }, (_, index) => {
    const x = random() * width;
    const y = random() * height;
    const s = 3 + random() * 7;
    const fill = index % 3 === 0 ? accent : '#f5d77a';
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${s.toFixed(1)}" height="${s.toFixed(1)}" fill="${fill}" opacity="0.5" transform="rotate(45 ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');

const MOTIFS: readonly TMotif[] = [rays, coins, suits, confetti];

export type TArtwork = {
  title: string;
  subtitle?: string | null;
  width: number;
  height: number;
  /** Picks accent colour, motif and layout; use the item id. */
  variant: number;
};

export const renderArtworkSvg = ({ title, subtitle, width, height, variant }: TArtwork): string => {
  const random = seededRandom(variant + 1);
  const accent = ACCENTS[variant % ACCENTS.length] ?? ACCENTS[0];
  const motif = MOTIFS[variant % MOTIFS.length] ?? rays;
  const lines = wrapTitle(title);
  // Sized by the letters' measured widths: the title fills at most 86 % of the frame, the subtitle 84 %.
  const widestAtOne = Math.max(...lines.map((line) => letteringWidth('display', line, 1)), 0.01);
  const fontSize = Math.min(height * (lines.length > 1 ? 0.2 : 0.26), (width * 0.86) / widestAtOne);
  const lineHeight = fontSize * 1.1;
  const subtitleLine = subtitle?.toUpperCase() ?? '';
  const subtitleFitSize = subtitle
    ? (width * 0.84) / letteringWidth('label', subtitleLine, 1, 0.25)
    : Infinity;
  const subtitleSize = Math.min(Math.max(12, fontSize * 0.34), subtitleFitSize);
  const blockHeight = lines.length * lineHeight + (subtitle ? subtitleSize * 1.8 : 0);
  const firstBaseline = (height - blockHeight) / 2 + fontSize * 0.9;
  // A band of the accent colour just under the title, between it and the subtitle.
  const glowTop = firstBaseline + (lines.length - 1) * lineHeight + fontSize * 0.22;
  const inset = Math.max(6, Math.min(width, height) * 0.035);
  const titlePath = letteringSvg(
    lines.map((line, index) => ({
      text: line,
      face: 'display' as const,
      size: fontSize,
      x: width / 2,
      y: firstBaseline + index * lineHeight,
      anchor: 'middle' as const,
    })),
    `fill="url(#gold)" stroke="#2a1a04" stroke-width="${(fontSize / 28).toFixed(2)}" paint-order="stroke"`,
  );
  const subtitlePath = subtitle
    ? letteringSvg(
        {
          text: subtitleLine,
          face: 'label',
          size: subtitleSize,
          x: width / 2,
          y: firstBaseline + lines.length * lineHeight + subtitleSize * 0.6,
          anchor: 'middle',
          letterSpacing: subtitleSize * 0.25,
        },
        `fill="${accent}"`,
      )
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs>
<radialGradient id="bg" cx="${(30 + random() * 40).toFixed(0)}%" cy="35%" r="85%"><stop offset="0" stop-color="#2b1d0e"/><stop offset="0.55" stop-color="#120d0a"/><stop offset="1" stop-color="#06060b"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.45" stop-color="#f2c94c"/><stop offset="1" stop-color="#b07d1e"/></linearGradient>
<linearGradient id="glow" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${accent}" stop-opacity="0"/><stop offset="0.5" stop-color="${accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${motif(random, width, height, accent)}
<rect x="0" y="${glowTop.toFixed(1)}" width="${width}" height="${(height * 0.06).toFixed(1)}" fill="url(#glow)"/>
<rect x="${inset.toFixed(1)}" y="${inset.toFixed(1)}" width="${(width - 2 * inset).toFixed(1)}" height="${(height - 2 * inset).toFixed(1)}" rx="${(inset * 1.5).toFixed(1)}" fill="none" stroke="url(#gold)" stroke-width="${Math.max(2, inset / 3).toFixed(1)}" opacity="0.85"/>
${titlePath}
${subtitlePath}
</svg>`;
};

/** The merchant's word mark: a gold emblem and the site name. */
export const renderLogoSvg = (name: string): string => {
  const width = Math.ceil(Math.max(160, 60 + letteringWidth('display', name, 22)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.5" stop-color="#f2c94c"/><stop offset="1" stop-color="#b07d1e"/></linearGradient></defs>
<circle cx="24" cy="24" r="19" fill="none" stroke="url(#gold)" stroke-width="3"/>
${suitSvg('spade', 16, 15, 16, 'fill="url(#gold)"')}
${letteringSvg({ text: name, face: 'display', size: 22, x: 52, y: 32 }, 'fill="url(#gold)"')}
</svg>`;
};
