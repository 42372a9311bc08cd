import { LOCALES } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { restoreFeed } from './create-feed.js';
import { MARKET_TYPES, type MarketKind } from './markets/market-types.js';
import { outcomeNames } from './markets/outcome-names.js';
import { RACE_SPORTS } from './sports/race-sports.js';
import { SCORING_SPORTS } from './sports/scoring-sports.js';
import { runFeed, smallFeed } from './testing/feed-fixtures.js';
import { FEED_LOCALES, type LocalizedName } from './types.js';
import { COUNTRIES } from './world/countries.js';
import { outrightTitle } from './world/create-outright.js';
import { LEAGUES } from './world/league-catalogue.js';

const ctx = { home: '{home}', away: '{away}', correctScores: ['1:0', 'other'] };
const kinds = [...new Set([...MARKET_TYPES.values()].map((t) => t.kind))].filter(
  (kind): kind is Exclude<MarketKind, 'outright'> => kind !== 'outright',
);

/** Every name the simulator defines, labelled by its English text. */
const everyName: [string, LocalizedName][] = [
  ...[...SCORING_SPORTS, ...RACE_SPORTS].map((s) => s.names),
  ...Object.values(COUNTRIES).map((c) => c.names),
  ...LEAGUES.map((l) => l.names),
  ...[...MARKET_TYPES.values()].map((t) => t.names),
  ...kinds.flatMap((kind) => outcomeNames(kind, 2.5, ctx).map((o) => o.names)),
  outrightTitle(Date.UTC(2026, 7, 1)),
].map((names) => [names.en, names]);
/** Worded names: a proper name (a team, a sponsor's league, "Dota 2") is the same text in every locale. */
const worded = everyName.filter(([, names]) => new Set(Object.values(names)).size > 1);
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe('the feed names', () => {
  it('are in every locale of the app', () => {
    expect([...FEED_LOCALES]).toEqual([...LOCALES]);
    expect(everyName.length).toBeGreaterThan(100);
    for (const [label, names] of everyName)
      for (const locale of LOCALES) expect(names[locale]?.trim(), `${label} in ${locale}`).toBeTruthy();
  });

  it('leave no English in Korean, Japanese, Arabic or Hebrew', () => {
    expect(worded.length).toBeGreaterThan(60);
    for (const [label, names] of worded)
      for (const locale of ['ko', 'ja', 'ar', 'he'] as const)
        expect(names[locale], `${label} in ${locale}`).not.toBe(names.en);
  });

  it('keep the same placeholders in every locale', () => {
    const templated = [...MARKET_TYPES.values()].filter((t) => t.names.en.includes('{'));
    expect(templated.length).toBeGreaterThan(0);
    for (const [label, names] of [
      ...worded,
      ...templated.map((t): [string, LocalizedName] => [t.names.en, t.names]),
    ])
      for (const locale of LOCALES)
        expect(placeholders(names[locale]), `${label} in ${locale}`).toEqual(placeholders(names.en));
  });

  it('of a snapshot written with three locales come back in every locale', () => {
    const original = smallFeed(23, 10);
    runFeed(original, 5);
    const threeLocales = JSON.parse(original.snapshot(), (key, value: unknown) =>
      ['ko', 'ja', 'sr-ME', 'ar', 'he'].includes(key) ? undefined : value,
    ) as unknown;
    const text = JSON.stringify(threeLocales);
    expect(text).not.toContain('"ko"');
    const copy = restoreFeed(text);
    if (!copy) throw new Error('a snapshot of this version restores');
    expect(copy.world.markets).toEqual(original.world.markets);
    expect(copy.world.matches).toEqual(original.world.matches);
    const draw = copy.world.markets.flatMap((m) => m.outcomes).find((o) => o.id === 'X');
    expect(draw?.names.ko).toBe('무승부');
    const outright = copy.world.matches.find((m) => m.type === 'outright');
    expect(outright?.outrightNames?.he).toMatch(/^זוכה \d{4}\/\d{2}$/);
  });
});
