/**
 * Messages live in one JSON file per locale and namespace (messages/{locale}/{namespace}.json) so that features
 * own their texts and two people never edit the same file. A key missing in a locale falls back to English.
 */
import { FINAL_FALLBACK_LOCALE, type Locale } from './locales';

/** Every namespace the app loads; a feature adding texts adds its namespace here. */
export const NAMESPACES = [
  'common',
  'shell',
  'errors',
  'seo',
  'info',
  'events',
  'match',
  'search',
  'account',
  'betslip',
  'mybets',
] as const;
/** One of {@link NAMESPACES}. */
export type Namespace = (typeof NAMESPACES)[number];

/** A message tree as next-intl takes it. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** `override` on top of `base`, recursively: keys missing in `override` keep the base text. */
export function mergeMessages(base: MessageTree, override: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const under = merged[key];
    merged[key] =
      typeof value === 'object' && typeof under === 'object' ? mergeMessages(under, value) : value;
  }
  return merged;
}

type LoadNamespace = (locale: Locale, namespace: Namespace) => Promise<MessageTree | null>;

/** Loads every namespace of `locale` over its English texts. */
export async function loadMessages(locale: Locale, load: LoadNamespace): Promise<MessageTree> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const [fallback, own] = await Promise.all([
        load(FINAL_FALLBACK_LOCALE, namespace),
        locale === FINAL_FALLBACK_LOCALE ? null : load(locale, namespace),
      ]);
      return [namespace, mergeMessages(fallback ?? {}, own ?? {})] as const;
    }),
  );
  return Object.fromEntries(entries);
}
