import type { TRandom } from '../../../core/prng.js';

/**
 * Readable game names from word lists ("Dragon Fortune", "Golden Koi
 * Hunter"), each used once; some get a Tagalog (TY) name from the words'
 * translations.
 */
const SLOT_THEMES = [
  'Dragon',
  'Golden',
  'Lucky',
  'Jade',
  'Phoenix',
  'Tiger',
  'Royal',
  'Pharaoh',
  'Aztec',
  'Samurai',
  'Panda',
  'Lotus',
  'Fortune',
  'Mystic',
  'Wild',
  'Mega',
  'Crystal',
  'Ruby',
  'Emerald',
  'Thunder',
  'Neon',
  'Pirate',
  'Viking',
  'Buffalo',
  'Safari',
  'Ocean',
  'Cosmic',
  'Candy',
  'Fruit',
  'Diamond',
  'Moon',
  'Sun',
  'Fire',
  'Ice',
  'Star',
  'Koi',
  'Monkey',
  'Eagle',
  'Wolf',
  'Lion',
] as const;

const SLOT_ENDINGS = [
  'Fortune',
  'Riches',
  'Treasures',
  'Megaways',
  'Link',
  'Blitz',
  'Jackpot',
  'Deluxe',
  'Rush',
  'Gems',
  'Empire',
  'Quest',
  'Legend',
  'Kingdom',
  'Spins',
  'Wins',
  'Bonanza',
  'Party',
  'Gold',
  'Palace',
] as const;

const FISH_THEMES = [
  'Golden Koi',
  'Ocean King',
  'Dragon',
  'Shark',
  'Mermaid',
  'Deep Sea',
  'Lucky Fish',
  'Crab',
  'Whale',
  'Octopus',
  'Reef',
  'Pearl',
  'Tsunami',
  'Coral',
  'Jellyfish',
  'Barracuda',
  'Turtle',
  'Lobster',
] as const;

const FISH_ENDINGS = ['Hunter', 'Fishing', 'Catch', 'Frenzy', 'Battle', 'Legend', 'Party', 'Blast'] as const;

/** Tagalog words for the ones with a common translation; the rest keep the English word. */
const TY_WORDS: Readonly<Record<string, string>> = {
  Golden: 'Ginintuang',
  Lucky: 'Masuwerteng',
  Fortune: 'Kapalaran',
  Riches: 'Yaman',
  Treasures: 'Kayamanan',
  Gems: 'Hiyas',
  Empire: 'Imperyo',
  Legend: 'Alamat',
  Kingdom: 'Kaharian',
  Wins: 'Panalo',
  Party: 'Pista',
  Gold: 'Ginto',
  Palace: 'Palasyo',
  Moon: 'Buwan',
  Sun: 'Araw',
  Fire: 'Apoy',
  Star: 'Bituin',
  Tiger: 'Tigre',
  Monkey: 'Unggoy',
  Eagle: 'Agila',
  Lion: 'Leon',
  Ocean: 'Karagatan',
  Royal: 'Maharlikang',
  Thunder: 'Kulog',
  Hunter: 'Mangangaso',
  Fishing: 'Pangingisda',
  Catch: 'Huli',
  Battle: 'Laban',
  Shark: 'Pating',
  Crab: 'Alimango',
  Whale: 'Balyena',
  Turtle: 'Pagong',
  Pearl: 'Perlas',
  King: 'Hari',
};

const translate = (words: string): { text: string; isTranslated: boolean } => {
  let isTranslated = false;
  const text = words
    .split(' ')
    .map((word) => {
      const ty = TY_WORDS[word];
      if (ty) isTranslated = true;
      return ty ?? word;
    })
    .join(' ');
  return { text, isTranslated };
};

/** Adjectives with their linker already on ("Ginintuang"): they go before the noun. */
const TY_ADJECTIVES = new Set(['Ginintuang', 'Masuwerteng', 'Maharlikang']);

/**
 * In Tagalog word order, when a word of it has a translation: an adjective
 * leads ("Ginintuang Kapalaran"), a noun theme follows ("Kapalaran ng Dragon").
 */
const tagalogName = (theme: string, ending: string): string | null => {
  const tyEnding = translate(ending);
  const tyTheme = translate(theme);
  if (!tyEnding.isTranslated && !tyTheme.isTranslated) return null;
  return TY_ADJECTIVES.has(tyTheme.text)
    ? `${tyTheme.text} ${tyEnding.text}`
    : `${tyEnding.text} ng ${tyTheme.text}`;
};

export type TGeneratedName = { name: string; nameTy: string | null };

/** Hands out names, never the same one twice in a catalogue. */
export const createNamer = (random: TRandom) => {
  const used = new Set<string>();
  const generate = (
    themes: readonly string[],
    endings: readonly string[],
    tyShare: number,
  ): TGeneratedName => {
    for (let attempt = 0; ; attempt++) {
      const theme = random.pick(themes);
      const ending = random.pick(endings);
      if (theme === ending) continue;
      // Once the pairs run short, a numbered sequel keeps names distinct.
      const name = attempt < 40 ? `${theme} ${ending}` : `${theme} ${ending} ${attempt - 38}`;
      if (used.has(name)) continue;
      used.add(name);
      const nameTy = random.chance(tyShare) ? tagalogName(theme, ending) : null;
      return { name, nameTy };
    }
  };
  return {
    slot: () => generate(SLOT_THEMES, SLOT_ENDINGS, 0.35),
    fish: () => generate(FISH_THEMES, FISH_ENDINGS, 0.5),
    /** A fixed name (live tables, sportsbooks); reserved so a generated one never repeats it. */
    fixed: (name: string): TGeneratedName => {
      used.add(name);
      return { name, nameTy: null };
    },
  };
};
