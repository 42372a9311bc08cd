/**
 * Team crests drawn as small SVG documents: a shield, round badge or hexagon in two club colours with a
 * pattern and the team's initials. Drawn rather than shipped as images so the world needs no assets and every
 * generated team gets its own.
 */
import type { Random } from '../random.js';

const PALETTE = [
  '#c8102e',
  '#0033a0',
  '#006a4e',
  '#ffcd00',
  '#1d1d1b',
  '#ffffff',
  '#6c1d45',
  '#ef7d00',
  '#00a3e0',
  '#7a263a',
  '#5b2c83',
  '#8a8d8f',
] as const;

const SHAPES = {
  shield: 'M8 6h48v22c0 16-10 26-24 32C18 54 8 44 8 28z',
  round: 'M32 4a28 28 0 1 1 0 56a28 28 0 1 1 0-56z',
  hexagon: 'M32 4l24 14v28L32 60 8 46V18z',
} as const;

/** The outline of a crest. */
export type CrestShape = keyof typeof SHAPES;

function pattern(kind: number, colour: string): string {
  switch (kind) {
    case 0:
      return '';
    case 1:
      return `<rect x="32" y="0" width="32" height="64" fill="${colour}"/>`;
    case 2:
      return `<path d="M0 20h64v10H0zM0 40h64v10H0z" fill="${colour}"/>`;
    case 3:
      return `<path d="M0 14L32 34L64 14v12L32 46L0 26z" fill="${colour}"/>`;
    default:
      return `<path d="M20 0h8v64h-8zM36 0h8v64h-8z" fill="${colour}"/>`;
  }
}

/** Picks two different colours. */
function colours(rng: Random): [string, string] {
  const first = rng.pick(PALETTE);
  let second = rng.pick(PALETTE);
  while (second === first) second = rng.pick(PALETTE);
  return [first, second];
}

/** Draws a crest with the given initials; white letters with a dark outline read on any of the colours. */
export function crestSvg(rng: Random, initials: string, shape: CrestShape, competitorId: number): string {
  // A unique clip id: several crests inlined in one page must not share an element id.
  const clip = `crest-${competitorId}`;
  const [main, accent] = colours(rng);
  const outline = SHAPES[shape];
  const letters = escapeXml(initials);
  const size = letters.length > 2 ? 15 : 19;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    `<defs><clipPath id="${clip}"><path d="${outline}"/></clipPath></defs>`,
    `<g clip-path="url(#${clip})"><rect width="64" height="64" fill="${main}"/>${pattern(rng.int(0, 4), accent)}</g>`,
    `<path d="${outline}" fill="none" stroke="#1d1d1b" stroke-width="2"/>`,
    `<text x="32" y="38" text-anchor="middle" font-family="Poppins,Arial,sans-serif" font-weight="700" font-size="${size}" fill="#ffffff" stroke="#1d1d1b" stroke-width="0.8">${letters}</text>`,
    '</svg>',
  ].join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
