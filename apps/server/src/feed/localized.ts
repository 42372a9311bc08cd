import type { LocalizedName } from './types.js';
import { FEED_LOCALES } from './types.js';

/** A name in English, Spanish and Brazilian Portuguese, in that order. */
export function localized(en: string, es: string, pt: string): LocalizedName {
  return { en, es, 'pt-BR': pt };
}

/** The same text in every locale: proper names (leagues, teams, players) are not translated. */
export function sameInAll(name: string): LocalizedName {
  return localized(name, name, name);
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
