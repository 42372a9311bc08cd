/**
 * The spec's responsive breakpoints in px, for code that needs them (matchMedia, tests). CSS writes the same
 * numbers in media queries; tokens.css lists which layout changes at each.
 */
export const BREAKPOINTS = { xs: 0, sm: 720, md: 960, lg: 1280, xl: 1920 } as const;
