import { describe, expect, it } from 'vitest';
import { CountersBodySchema, CountersResponseSchema } from './counters';

describe('CountersBodySchema', () => {
  it('accepts an empty body and single values or lists', () => {
    expect(CountersBodySchema.parse({})).toEqual({});
    expect(CountersBodySchema.parse({ sport_id: 1, category_id: [2, 3], match_status: ['live', 0] })).toEqual(
      {
        sport_id: 1,
        category_id: [2, 3],
        match_status: [1, 0],
      },
    );
  });

  it('rejects bad ids, statuses, flags and dates', () => {
    expect(CountersBodySchema.safeParse({ sport_id: 'football' }).success).toBe(false);
    expect(CountersBodySchema.safeParse({ tournament_id: [] }).success).toBe(false);
    expect(CountersBodySchema.safeParse({ match_status: 7 }).success).toBe(false);
    expect(CountersBodySchema.safeParse({ has_video: 'yes' }).success).toBe(false);
    expect(CountersBodySchema.safeParse({ start_from: '2026-13-01' }).success).toBe(false);
  });
});

describe('CountersResponseSchema', () => {
  it('accepts counts keyed by id', () => {
    const counters = {
      live: 2,
      sports: { '1': { matchCount: 3, outrightCount: 1 } },
      categories: {},
      tournaments: {},
    };
    expect(CountersResponseSchema.safeParse(counters).success).toBe(true);
  });

  it('rejects negative counts', () => {
    const counters = {
      live: 0,
      sports: { '1': { matchCount: -1, outrightCount: 0 } },
      categories: {},
      tournaments: {},
    };
    expect(CountersResponseSchema.safeParse(counters).success).toBe(false);
  });
});
