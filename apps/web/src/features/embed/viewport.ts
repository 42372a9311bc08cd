/**
 * The host's viewport message (spec platform §7: "viewport tolerance 100 px"). An iframe the host sizes to the
 * page is taller than the screen, so fixed parts (dialogs, sheets, the tab bar, alerts) would sit in the middle
 * of the whole page instead of on screen. From the host's viewport and the iframe's place in it, the app knows
 * which part of itself the bettor sees and puts it in two CSS variables that those parts position against
 * (`--visible-top`, `--visible-height`, with `--visible-bottom-gap` below them; styles/globals.css gives the
 * plain page's values). A report that moves that part by less than the tolerance is not applied: scrolling the
 * host page does not restyle the app on every frame.
 */
import type { EmbedInboundPayloads } from '@sportsbook/contract';

/** Changes smaller than this (px) are not applied. */
export const VIEWPORT_TOLERANCE_PX = 100;

/** The part of the iframe on screen, in the iframe's coordinates, and the iframe's height. */
export interface VisiblePart {
  top: number;
  height: number;
  frame: number;
}

/** The visible part of an iframe `frameHeight` tall, from the host's viewport message. */
export function visiblePartOf(viewport: EmbedInboundPayloads['viewport'], frameHeight: number): VisiblePart {
  const clamp = (v: number) => Math.min(Math.max(v, 0), frameHeight);
  const top = clamp(viewport.offset_top);
  const bottom = clamp(viewport.offset_top + viewport.height);
  return { top: Math.round(top), height: Math.round(bottom - top), frame: Math.round(frameHeight) };
}

/**
 * Whether `next` is far enough from `applied` to apply: its top, its height or its distance to the iframe's
 * bottom (the iframe grows and shrinks with the page) moved by the tolerance.
 */
export function beyondTolerance(applied: VisiblePart | null, next: VisiblePart): boolean {
  if (!applied) return true;
  const gap = (part: VisiblePart) => part.frame - part.top - part.height;
  return [applied.top - next.top, applied.height - next.height, gap(applied) - gap(next)].some(
    (moved) => Math.abs(moved) >= VIEWPORT_TOLERANCE_PX,
  );
}

/** Writes the visible part into the root's CSS variables (nothing visible: the variables are removed). */
export function applyVisiblePart(part: VisiblePart, root: HTMLElement): void {
  if (part.height <= 0) {
    for (const name of ['--visible-top', '--visible-height', '--visible-bottom-gap'])
      root.style.removeProperty(name);
    return;
  }
  root.style.setProperty('--visible-top', `${part.top}px`);
  root.style.setProperty('--visible-height', `${part.height}px`);
  root.style.setProperty('--visible-bottom-gap', `${Math.max(0, part.frame - part.top - part.height)}px`);
}
