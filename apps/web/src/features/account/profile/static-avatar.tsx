import type { SVGProps } from 'react';

type TStaticAvatar = {
  background: string;
  emblem: string;
  paths: readonly string[];
  /** Drawn over the emblem in the background colour (the pips of the die). */
  holes?: readonly string[];
};

/** Each static avatar: a background and an emblem drawn over it, in a 48-unit box. */
const STATIC_AVATARS: Readonly<Record<string, TStaticAvatar>> = {
  // A person: the default every member starts with.
  '0': {
    background: '#1fb8a5',
    emblem: '#0b2b27',
    paths: ['M24 12a7 7 0 1 1 0 14 7 7 0 0 1 0-14z', 'M11 38c1.6-6.4 6.6-10 13-10s11.4 3.6 13 10z'],
  },
  // A star.
  '1': {
    background: '#e8b23f',
    emblem: '#3a2606',
    paths: ['M24 9l4.4 9.2 10.1 1.3-7.4 7 1.9 10L24 31.6l-9 4.9 1.9-10-7.4-7 10.1-1.3z'],
  },
  // A heart.
  '2': {
    background: '#f2777a',
    emblem: '#3d0d10',
    paths: ['M24 37s-13-7.6-13-17a7 7 0 0 1 13-3.6A7 7 0 0 1 37 20c0 9.4-13 17-13 17z'],
  },
  // A crescent moon.
  '3': {
    background: '#6c7ee1',
    emblem: '#10173f',
    paths: ['M29 10a14 14 0 1 0 9.8 22.9A12 12 0 0 1 29 10z'],
  },
  // A four-leaf clover.
  '4': {
    background: '#4cc46b',
    emblem: '#0c2c14',
    paths: [
      'M24 23a6 6 0 1 1 0-12 6 6 0 1 1 0 12z',
      'M24 25a6 6 0 1 1 0 12 6 6 0 1 1 0-12z',
      'M23 24a6 6 0 1 1-12 0 6 6 0 1 1 12 0z',
      'M25 24a6 6 0 1 1 12 0 6 6 0 1 1-12 0z',
    ],
  },
  // A crown.
  '5': {
    background: '#a56de2',
    emblem: '#241036',
    paths: ['M10 34l-2-17 9 7 7-11 7 11 9-7-2 17z', 'M10 36h28v3H10z'],
  },
  // A diamond.
  '6': {
    background: '#3fa7e8',
    emblem: '#06263a',
    paths: ['M16 11h16l7 9-15 18L9 20z'],
  },
  // A die.
  '7': {
    background: '#f08a3c',
    emblem: '#3a1b04',
    paths: ['M12 14a2 2 0 0 1 2-2h20a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2z'],
    holes: [
      'M18 18m-2.5 0a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
      'M24 24m-2.5 0a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
      'M30 30m-2.5 0a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
    ],
  },
};

/** The picture of avatar `id` of the merchant's static set; an id the app cannot draw shows the default. */
export const StaticAvatar = ({ id, ...props }: { id: string } & SVGProps<SVGSVGElement>) => {
  const avatar = STATIC_AVATARS[id] ?? STATIC_AVATARS['0']!;
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-avatar={id} {...props}>
      <circle cx="24" cy="24" r="24" fill={avatar.background} />
      {avatar.paths.map((path) => (
        <path key={path} d={path} fill={avatar.emblem} />
      ))}
      {avatar.holes?.map((path) => (
        <path key={path} d={path} fill={avatar.background} />
      ))}
    </svg>
  );
};
