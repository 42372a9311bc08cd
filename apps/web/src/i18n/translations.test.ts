/**
 * Every locale translates every text (spec: every screen ships in every configured locale, no English left in a
 * non-English page). A key missing in a locale would silently show English (messages.ts falls back to it), which
 * the e2e check of missing keys cannot see: these tests read the message files themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TRANSACTION_KINDS } from '@sportsbook/contract';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatMessage from 'use-intl/format-message';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import type { MessageTree } from './messages';

const MESSAGES_DIR = path.join(__dirname, '../../messages');
const NAMESPACES = readdirSync(path.join(MESSAGES_DIR, 'en')).map((file) => file.replace(/\.json$/, ''));

const read = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(MESSAGES_DIR, locale, `${namespace}.json`), 'utf8')) as MessageTree;

function leavesOf(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leavesOf(value, `${prefix}${key}.`),
  );
}

/** [namespace.key, text] of every message of `locale`. */
const textsOf = (locale: string): [string, string][] =>
  NAMESPACES.flatMap((namespace) => leavesOf(read(locale, namespace), `${namespace}.`));

/**
 * Texts that read the same as in English because they are the same in that language (a brand, an abbreviation,
 * a loanword the language uses). Anything else equal to English is an untranslated text.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  '*': ['common.brand', 'seo.siteName'],
  es: [
    'betslip.success.ref',
    'mybets.bet.ref',
    'events.outcomeShort.no',
    'info.generalRules.sections.cashout.title',
    'help.terms.sections.cashout.title',
    'match.scoreboard.penaltiesShort',
    'match.scoreboard.pointsShort',
    'match.scoreboard.totalShort',
    'profile.transactions.kinds.bet_cashout',
    'rg.realityCheck.minutes',
    'rg.realityCheck.hoursMinutes',
    'rg.limits.minutes',
    'shell.nav.label',
    'shell.sportsTree.esports',
    'shell.oddsFormat.european',
    'shell.oddsFormat.hongkong',
  ],
  'pt-BR': [
    'account.fields.email',
    'profile.info.email',
    'betslip.success.ref',
    'mybets.bet.ref',
    'betslip.share-bet.not-found-modal.ok',
    'rg.notice.ok',
    'info.generalRules.sections.asian.table.line',
    'info.generalRules.sections.cashout.title',
    'match.scoreboard.pointsShort',
    'match.scoreboard.totalShort',
    'match.markets.groups.handicaps',
    'mybets.bet.odds',
    'mybets.cashout.button',
    'profile.transactions.kinds.bet_cashout',
    'rg.realityCheck.minutes',
    'rg.realityCheck.hoursMinutes',
    'rg.limits.minutes',
    'shell.nav.label',
    'shell.tabBar.menu',
    'shell.menu.title',
    'shell.oddsFormat.european',
    'shell.oddsFormat.hongkong',
  ],
  'sr-ME': [
    'mybets.bet.statusLabel',
    'profile.transactions.kinds.bonus',
    'rg.limits.periodLabel',
    'rg.realityCheck.minutes',
    'rg.realityCheck.hoursMinutes',
    'rg.limits.minutes',
  ],
  ja: ['betslip.share-bet.not-found-modal.ok', 'rg.notice.ok'],
};

/** Locales whose script is not Latin: a Latin word in their texts is English left behind. */
const NON_LATIN_LOCALES = ['ko', 'ja', 'ar', 'he'] as const;
/** Latin words those texts may hold: the brand, game titles, and abbreviations the languages use as they are. */
const LATIN_NAMES = new Set(['Sportsbook', 'CS', 'Dota', 'League', 'of', 'Legends', 'VIP', 'OK', 'PK', 'ID']);

/** `text` as a reader sees it, every argument filled with `value` (plural and select branches chosen by it). */
function rendered(locale: string, key: string, text: string, value: number | string): string {
  const cache = _createCache();
  const values = Object.fromEntries([...text.matchAll(/\{\s*(\w+)/g)].map((m) => [m[1], value]));
  const format = formatMessage as unknown as (...args: unknown[]) => unknown;
  return String(
    format(key, text, values, { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'UTC' }),
  );
}

describe('message files', () => {
  it.each(LOCALES)('%s has every namespace with exactly the English keys', (locale) => {
    expect(readdirSync(path.join(MESSAGES_DIR, locale)).sort()).toEqual(
      readdirSync(path.join(MESSAGES_DIR, 'en')).sort(),
    );
    const keys = (l: string) =>
      textsOf(l)
        .map(([key]) => key)
        .sort();
    expect(keys(locale)).toEqual(keys('en'));
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s leaves no text as in English', (locale) => {
    const english = new Map(textsOf('en'));
    const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])]);
    const untranslated = textsOf(locale).filter(
      ([key, text]) =>
        text === english.get(key) && /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, '')) && !allowed.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(NON_LATIN_LOCALES)('%s shows no English word, whatever the numbers', (locale) => {
    const leftovers = textsOf(locale).flatMap(([key, text]) =>
      [0, 1, 2, 5, 11, 100, ''].flatMap((value) =>
        (rendered(locale, key, text, value).match(/[A-Za-z]{2,}/g) ?? [])
          .filter((word) => !LATIN_NAMES.has(word) && !/^(name|example|com)$/.test(word))
          .map((word) => `${key}: ${word}`),
      ),
    );
    expect([...new Set(leftovers)]).toEqual([]);
  });

  it('words every transaction kind the server can list', () => {
    const kinds = (read('en', 'profile').transactions as MessageTree).kinds as MessageTree;
    expect(TRANSACTION_KINDS.filter((kind) => typeof kinds[kind] !== 'string')).toEqual([]);
  });

  it('finds an English word the checks are meant to catch', () => {
    expect(rendered('ko', 'k', '{count, plural, other {# bets}}', 2).match(/[A-Za-z]{2,}/g)).toEqual([
      'bets',
    ]);
  });
});
