/**
 * The spec's responsive breakpoints in px, for code that needs them (matchMedia, tests). CSS writes the same
 * numbers in media queries; tokens.css lists which layout changes at each.
 */
export const BREAKPOINTS = { xs: 0, sm: 720, md: 960, lg: 1280, xl: 1920 } as const;

/** Below this width the mobile shell (bottom tab bar, side menu) replaces the sidebars. */
export const MOBILE_BREAKPOINT = 780;

/** A `max-width` query matching the mobile layout; the .02 keeps it disjoint from `min-width: 780px`. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
