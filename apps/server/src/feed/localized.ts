import type { LocalizedName } from './types.js';
import { FEED_LOCALES } from './types.js';

/** A name the simulator words, in every feed locale (the type makes a missing locale a compile error). */
export function localized(names: LocalizedName): LocalizedName {
  return names;
}

/** The same text in every locale: proper names (leagues, teams, players) are not translated. */
export function sameInAll(name: string): LocalizedName {
  return Object.fromEntries(FEED_LOCALES.map((locale) => [locale, name])) as LocalizedName;
}

/**
 * Fills `{key}` placeholders in every locale of a template, e.g. "{home} or draw". Values are the same in every
 * locale because what is filled in is a team name or a number.
 */
export function fillName(template: LocalizedName, values: Readonly<Record<string, string>>): LocalizedName {
  // Most market names have no placeholder: share the template (names are never mutated) instead of copying.
  if (!FEED_LOCALES.some((locale) => template[locale].includes('{'))) return template;
  const out = { ...template };
  for (const locale of FEED_LOCALES) out[locale] = fill(template[locale], values);
  return out;
}

function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A URL slug: lower case ASCII letters, digits and dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
