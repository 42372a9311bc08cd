/**
 * The site settings file (`site-settings.json` at the repository's root, or SITE_SETTINGS_FILE): one document
 * that makes the sportsbook an operator's own. Both apps read it with the same schema; a bad file stops them with
 * a message naming the field.
 */
import { z } from 'zod';
import { SitePagesSchema } from './pages';
import { SiteSettingsSchema } from './settings';
import { StyleOverridesSchema } from './styles';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const SiteFileSchema = z.strictObject({
  /** Editors' schema hint; ignored. */
  $schema: z.string().optional(),
  settings: SiteSettingsSchema.default(SiteSettingsSchema.parse({})),
  /** The built-in theme the site starts from. */
  theme: z.enum(THEMES).default('dark'),
  /** Design-token overrides for every page (styles.ts lists the tokens). */
  styles: StyleOverridesSchema.default({}),
  /** The home page and custom pages. */
  pages: SitePagesSchema.default([]),
});
export type SiteFile = z.infer<typeof SiteFileSchema>;

/** Where a file went wrong: the field's path (`pages[0].blocks[2].type`) and what was expected. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
  return `${path || '(root)'}: ${issue.message}`;
}

/** Parses a file's JSON value; the error names the first bad field. */
export function parseSiteFile(raw: unknown): { ok: true; file: SiteFile } | { ok: false; error: string } {
  const parsed = SiteFileSchema.safeParse(raw);
  if (parsed.success) return { ok: true, file: parsed.data };
  return { ok: false, error: parsed.error.issues.map(describeIssue).join('; ') };
}
