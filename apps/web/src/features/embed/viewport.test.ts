import { describe, expect, it } from 'vitest';
import { applyVisiblePart, beyondTolerance, VIEWPORT_TOLERANCE_PX, visiblePartOf } from './viewport';

describe('the host viewport', () => {
  it('finds the part of a tall iframe on screen', () => {
    // The host scrolled 1000 px into a 3000 px iframe, on an 800 px high screen.
    expect(visiblePartOf({ width: 390, height: 800, offset_top: 1000 }, 3000)).toEqual({
      top: 1000,
      height: 800,
      frame: 3000,
    });
    // The iframe starts 200 px down the screen.
    expect(visiblePartOf({ width: 390, height: 800, offset_top: -200 }, 3000)).toEqual({
      top: 0,
      height: 600,
      frame: 3000,
    });
    // Scrolled past its end: nothing of it shows.
    expect(visiblePartOf({ width: 390, height: 800, offset_top: 3500 }, 3000)).toEqual({
      top: 3000,
      height: 0,
      frame: 3000,
    });
  });

  it('applies a change of 100 px or more only', () => {
    expect(VIEWPORT_TOLERANCE_PX).toBe(100);
    const applied = { top: 1000, height: 800, frame: 3000 };
    expect(beyondTolerance(null, applied)).toBe(true);
    expect(beyondTolerance(applied, { top: 1099, height: 800, frame: 3000 })).toBe(false);
    expect(beyondTolerance(applied, { top: 1000, height: 701, frame: 3000 })).toBe(false);
    expect(beyondTolerance(applied, { top: 1000, height: 800, frame: 3099 })).toBe(false);
    expect(beyondTolerance(applied, { top: 1100, height: 800, frame: 3000 })).toBe(true);
    expect(beyondTolerance(applied, { top: 1000, height: 900, frame: 3000 })).toBe(true);
    // The iframe grew with the page: the visible part's distance to its bottom moved.
    expect(beyondTolerance(applied, { top: 1000, height: 800, frame: 5000 })).toBe(true);
  });

  it('writes the CSS variables, and removes them when nothing shows', () => {
    const root = document.createElement('div');
    applyVisiblePart({ top: 1000, height: 800, frame: 3000 }, root);
    expect(root.style.getPropertyValue('--visible-top')).toBe('1000px');
    expect(root.style.getPropertyValue('--visible-height')).toBe('800px');
    expect(root.style.getPropertyValue('--visible-bottom-gap')).toBe('1200px');
    applyVisiblePart({ top: 3000, height: 0, frame: 3000 }, root);
    expect(root.style.getPropertyValue('--visible-top')).toBe('');
  });
});
