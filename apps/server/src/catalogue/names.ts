/**
 * Picks the request locale's name out of a stored `{en, es, "pt-BR", ...}`, falling back to the default locale,
 * then English: rows written before a locale was added lack its key.
 */
import { DEFAULT_LOCALE, type Locale } from '@sportsbook/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalizedNames } from '../db/schema/index.js';

/** The name in `locale`, else in the default locale, else English, else any; '' when there is none. */
export function pickName(names: LocalizedNames | null | undefined, locale: Locale): string {
  if (!names) return '';
  return names[locale] ?? names[DEFAULT_LOCALE] ?? names.en ?? Object.values(names)[0] ?? '';
}

/** The same choice in SQL, for filtering and sorting by name. */
export function localName(column: AnyPgColumn, locale: Locale): SQL<string> {
  return sql<string>`coalesce(${column} ->> ${locale}, ${column} ->> ${DEFAULT_LOCALE}, ${column} ->> 'en')`;
}
