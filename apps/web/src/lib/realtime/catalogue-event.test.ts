/**
 * The zod-free reader of catalogue publications is as strict as the contract's CatalogueEventSchema: on random
 * values and on mutations of valid publications it accepts exactly what the schema accepts and reads the same
 * value (unknown keys left out).
 */
import { type CatalogueEvent, CatalogueEventSchema } from '@sportsbook/contract';
import { PROVIDERS } from '@sportsbook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ReadType } from '../read-json';
import { type CATALOGUE_EVENT_READERS, ISO_DATETIME, readCatalogueEvent } from './catalogue-event';

/** True when A and B are the same type (neither wider: an optional field added to one side makes it false). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Readers = typeof CATALOGUE_EVENT_READERS;
type ContractData<K extends CatalogueEvent['type']> = Extract<CatalogueEvent, { type: K }>['data'];
// Compile-time half of the check: each reader's result type is the contract's, field for field, so a field added
// to the contract (optional ones too, which random values might never exercise) fails typecheck here.
const _readersMatchTheContract: { [K in keyof Readers]: Same<ReadType<Readers[K]>, ContractData<K>> } = {
  match_changed: true,
  markets_changed: true,
  match_status_changed: true,
  provider_status_changed: true,
};

const anything = fc.jsonValue({ maxDepth: 2 });
/** Mostly a valid value, now and then anything at all. */
const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 80, arbitrary: valid }, { weight: 1, arbitrary: anything });
const int = maybe(
  fc.oneof(
    { weight: 30, arbitrary: fc.integer({ min: -3, max: 9 }) },
    { weight: 1, arbitrary: fc.constantFrom(0.5, 2 ** 53, -(2 ** 60)) },
  ),
);
const num = maybe(
  fc.oneof(fc.integer({ min: -5, max: 5400 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
);
const text = maybe(fc.string({ maxLength: 4 }));
const flag = maybe(fc.boolean());
const pickOf = <T>(values: readonly T[]) =>
  maybe(
    fc.oneof(
      { weight: 30, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: fc.constantFrom('other' as T, 7 as T) },
    ),
  );
const orNull = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 4 });
const odds = maybe(
  fc.oneof(
    fc.integer({ min: 900, max: 5000 }).map((n) => n / 1000),
    fc.constantFrom(1, 1.0005, 2.0001, 0),
  ),
);
const datetime = maybe(
  fc.oneof(
    fc
      .date({ min: new Date('1999-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    fc.constantFrom(
      '2026-02-29T10:00:00Z',
      '2028-02-29T10:00:00Z',
      '2026-11-22T24:00:00Z',
      '2026-11-22T10:00Z',
      '2026-11-22T10:00:00+01:00',
      '2026-11-22T10:00:00.5Z',
      '2026-11-22',
    ),
  ),
);
const score = orNull(maybe(fc.record({ home: int, away: int })));

const liveState = fc.record({
  status: pickOf([0, 1, 2, 3, 4, 5]),
  isLive: flag,
  isFinished: flag,
  stage: orNull(text),
  start_time: datetime,
  clock: orNull(
    maybe(
      fc.record({
        match_time: orNull(num),
        stoppage_time: orNull(num),
        stoppage_time_announced: orNull(num),
        remaining_time: orNull(num),
        remaining_time_in_period: orNull(num),
        stopped: flag,
        clock_updated_at: int,
        extra: fc.option(anything, { nil: undefined }),
      }),
    ),
  ),
  total_score: score,
  game_score: score,
  current_server: orNull(pickOf(['home', 'away'])),
  period_score: maybe(
    fc.array(
      fc.record({
        home: int,
        away: int,
        period_key: text,
        period_name: text,
        number: int,
        type: pickOf(['regular_period', 'overtime', 'penalties']),
      }),
      { maxLength: 3 },
    ),
  ),
  max_period_number: orNull(int),
  has_video: flag,
});

const marketUpdate = fc.record({
  id: int,
  specifier: text,
  status: pickOf([1, -1, 0, -2, -3, -4]),
  version: int,
  outcomes: maybe(fc.array(fc.record({ id: text, active: flag, odds }), { maxLength: 3 })),
});

const publication = fc.oneof(
  fc.record({
    type: fc.constant('match_changed'),
    data: maybe(fc.record({ match_id: int, version: int, match: maybe(liveState) })),
  }),
  fc.record({
    type: fc.constant('markets_changed'),
    data: maybe(fc.record({ match_id: int, markets: maybe(fc.array(marketUpdate, { maxLength: 3 })) })),
  }),
  fc.record({
    type: fc.constant('match_status_changed'),
    data: maybe(
      fc.record({ match_id: int, status: pickOf([0, 1, 2, 3, 4, 5]), isLive: flag, isFinished: flag }),
    ),
  }),
  fc.record({
    type: pickOf(['provider_status_changed', 'bet_changed', 'toString', '__proto__']),
    data: maybe(fc.record({ provider: pickOf(PROVIDERS), enabled: flag })),
    extra: fc.option(anything, { nil: undefined }),
  }),
  anything,
);

describe('readCatalogueEvent', () => {
  it('checks start times with the very pattern of zod', () => {
    expect(ISO_DATETIME.source).toBe((z.iso.datetime()._zod.def as { pattern: RegExp }).pattern.source);
  });

  it('accepts and reads exactly what the contract schema does', () => {
    const accepted: Record<string, number> = {};
    fc.assert(
      fc.property(publication, (value) => {
        const parsed = CatalogueEventSchema.safeParse(value);
        const read = readCatalogueEvent(value);
        if (parsed.success) {
          accepted[parsed.data.type] = (accepted[parsed.data.type] ?? 0) + 1;
          expect(read).toEqual(parsed.data);
        } else expect(read).toBeNull();
      }),
      // A fixed seed: the same 3,000 values every run, so a failure reproduces (and CI does not flake).
      { numRuns: 3000, seed: 20261122 },
    );
    // The generators must reach valid publications of every kind, or the property says little.
    for (const type of [
      'match_changed',
      'markets_changed',
      'match_status_changed',
      'provider_status_changed',
    ])
      expect(accepted[type], type).toBeGreaterThan(20);
  });
});
