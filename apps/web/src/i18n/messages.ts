/**
 * Messages live in one JSON file per locale and namespace (messages/{locale}/{namespace}.json) so that features
 * own their texts and two people never edit the same file. A key missing in a locale falls back to English.
 */
import { FINAL_FALLBACK_LOCALE, type Locale } from './locales';

/** Every namespace the app loads; a feature adding texts adds its namespace here. */
const NAMESPACES = [
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
  'rg',
  'profile',
  'bonuses',
  'consent',
  'payments',
  'reminders',
  'help',
  'jackpots',
  'notifications',
  'programmes',
  'site',
  'predictions',
  'betstats',
  'cms',
  'siteswitches',
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

/** Namespaces only server components use: the client's provider is not sent them (see {@link clientMessages}). */
const SERVER_ONLY_NAMESPACES: readonly Namespace[] = ['seo', 'info'];
/**
 * Parts of a namespace only server components use: the help pages' texts (the terms and the help centre), while
 * the links to them (`help.links`) are drawn by client components too.
 */
const SERVER_ONLY_PARTS: readonly (readonly [Namespace, string])[] = [
  ['help', 'terms'],
  ['help', 'center'],
];

/** The messages client components can use: every namespace but the server-only ones and parts. */
export function clientMessages<T extends Record<string, unknown>>(messages: T): T {
  const copy: Record<string, unknown> = { ...messages };
  for (const namespace of SERVER_ONLY_NAMESPACES) delete copy[namespace];
  for (const [namespace, part] of SERVER_ONLY_PARTS) {
    const tree = copy[namespace];
    if (typeof tree !== 'object' || tree === null) continue;
    const { [part]: _serverOnly, ...rest } = tree as Record<string, unknown>;
    copy[namespace] = rest;
  }
  return copy as T;
}

/** A message compiled by icu-minify (its plain strings stay strings). */
export type CompiledTree = { [key: string]: unknown };

/**
 * Every message of `tree` compiled ahead (icu-minify's `compile`), so that neither the server nor the browser
 * parses ICU syntax when a page renders: next.config.ts points use-intl at its formatter of compiled messages,
 * which leaves the ICU parser (~7 KiB gzip) out of the browser's first load. Plain texts stay strings.
 */
export function compileMessages(tree: MessageTree, compile: (message: string) => unknown): CompiledTree {
  const out: CompiledTree = {};
  for (const [key, value] of Object.entries(tree))
    out[key] = typeof value === 'string' ? plain(compile(value)) : compileMessages(value, compile);
  return out;
}

/**
 * A compiled message as plain arrays and objects: icu-minify builds its option maps without a prototype, which
 * the server cannot hand to the client provider (React only serialises plain objects).
 */
function plain(value: unknown): unknown {
  return typeof value === 'string' ? value : JSON.parse(JSON.stringify(value));
}
