/**
 * Accept-Language to one of our locales. Tags are tried in the header's preference order (q values); for each
 * tag: the exact locale, then an alias (br -> pt-BR, sr -> sr-ME; no -> nb only once nb is configured), then the
 * base language (es-MX -> es, pt-PT -> pt-BR, sr-RS -> sr-ME).
 * When no tag fits: the configured default locale, then English.
 */
import { DEFAULT_LOCALE, LOCALE_ALIASES, LOCALES, type Locale } from '@sportsbook/contract';
import { ownValue } from '@sportsbook/domain';
import { memoized } from './memo.js';

const BY_LOWER = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));
const BY_BASE = new Map<string, Locale>();
for (const locale of LOCALES) {
  const base = locale.split('-')[0]?.toLowerCase();
  if (base && !BY_BASE.has(base)) BY_BASE.set(base, locale);
}

/** The language tags of an Accept-Language header, most preferred first; q=0 tags are left out. */
export function preferredTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase().replace('_', '-'),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((t) => t.tag !== '' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** The locale of one tag, or null. */
export function localeOfTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const base = lower.split('-')[0] ?? '';
  return (
    BY_LOWER.get(lower) ??
    ownValue(LOCALE_ALIASES, lower) ??
    BY_BASE.get(base) ??
    ownValue(LOCALE_ALIASES, base) ??
    null
  );
}

/** The first of the header's tags that names one of our locales, or null. */
const localeOfHeader = memoized((header: string): Locale | null => {
  for (const tag of preferredTags(header)) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
});

/** The locale to answer in for an Accept-Language header (absent, empty or "*" give the default). */
export function resolveLocale(header: string | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return localeOfHeader(header ?? '') ?? BY_LOWER.get(fallback.toLowerCase()) ?? 'en';
}
