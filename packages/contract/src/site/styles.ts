/**
 * Style overrides: the design tokens (CSS custom properties of apps/web/src/styles/tokens.css) an operator may set
 * in the site settings file, per site and per page, with the values each kind of token accepts. Anything else is
 * refused when the file is read, naming the token.
 */
import { z } from 'zod';

/** Colour tokens: any of them takes a colour (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()`). */
export const COLOR_TOKENS = [
  'color-bg',
  'color-surface',
  'color-surface-2',
  'color-surface-3',
  'color-border',
  'color-border-strong',
  'color-text',
  'color-text-muted',
  'color-text-subtle',
  'color-accent',
  'color-accent-hover',
  'color-accent-soft',
  'color-on-accent',
  'color-focus',
  'color-live',
  'color-success',
  'color-warning',
  'color-danger',
  'color-odds-up',
  'color-odds-down',
  'color-overlay',
] as const;

/** Length tokens: a length in px, rem or em (or 0). */
export const LENGTH_TOKENS = ['radius-sm', 'radius-md', 'radius-lg', 'radius-pill'] as const;

/** Font tokens: a font-family list of names (letters, digits, spaces, hyphens, quotes, commas). */
export const FONT_TOKENS = ['font-family'] as const;

export const STYLE_TOKENS = [...COLOR_TOKENS, ...LENGTH_TOKENS, ...FONT_TOKENS] as const;
export type StyleToken = (typeof STYLE_TOKENS)[number];

const NUM = String.raw`-?\d+(\.\d+)?%?`;
const FN = (name: string, args: number) =>
  String.raw`${name}\(\s*${Array.from({ length: args }, () => NUM).join(String.raw`\s*[,\s/]\s*`)}\s*\)`;
const COLOR_RE = new RegExp(
  `^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|${FN('rgb', 3)}|${FN('rgba', 4)}|${FN('hsl', 3)}|${FN('hsla', 4)})$`,
);
const LENGTH_RE = /^(0|\d+(\.\d+)?(px|rem|em))$/;
const FONT_RE = /^[A-Za-z0-9 ,'"-]{1,200}$/;

/** Whether `value` is acceptable for `token` (the pattern of its kind). */
export function validTokenValue(token: StyleToken, value: string): boolean {
  if ((COLOR_TOKENS as readonly string[]).includes(token)) return COLOR_RE.test(value.trim());
  if ((LENGTH_TOKENS as readonly string[]).includes(token)) return LENGTH_RE.test(value.trim());
  return FONT_RE.test(value.trim());
}

/** A set of overrides: token name (without `--`) -> value; an unknown token or a bad value is refused by name. */
export const StyleOverridesSchema = z
  .partialRecord(z.enum(STYLE_TOKENS), z.string())
  .superRefine((overrides, ctx) => {
    for (const [token, value] of Object.entries(overrides)) {
      if (!validTokenValue(token as StyleToken, value)) {
        ctx.addIssue({
          code: 'custom',
          path: [token],
          message: `not a valid value for --${token}: ${value}`,
        });
      }
    }
  });
export type StyleOverrides = z.infer<typeof StyleOverridesSchema>;

/** The overrides as CSS declarations (`--color-bg: #fff;`), safe to put in a style element: every value matched. */
export function styleDeclarations(overrides: StyleOverrides): string {
  return Object.entries(overrides)
    .filter(([token, value]) => value !== undefined && validTokenValue(token as StyleToken, value))
    .map(([token, value]) => `--${token}: ${value?.trim()};`)
    .join(' ');
}
