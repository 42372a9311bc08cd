import { describe, expect, it } from 'vitest';
import { aMatch } from '../testing/fixtures';
import { SearchQuerySchema, SearchResponseSchema } from './search';

describe('SearchQuerySchema', () => {
  it('takes 3 to 50 characters after trimming', () => {
    expect(SearchQuerySchema.parse({ q: '  ars ' })).toEqual({ q: 'ars' });
    expect(SearchQuerySchema.safeParse({ q: 'ar' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: '   ab   ' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: 'a'.repeat(51) }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({}).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: 'abc\u0000' }).success).toBe(false);
  });

  it('parses the filters', () => {
    expect(
      SearchQuerySchema.parse({
        q: 'real',
        sport_type: 'cyber',
        match_status: 'live',
        only_events_name: 'true',
      }),
    ).toEqual({ q: 'real', sport_type: 'cyber', match_status: [1], only_events_name: true });
  });
});

describe('SearchResponseSchema', () => {
  it('accepts grouped results', () => {
    expect(SearchResponseSchema.safeParse({ sports: [], tournaments: [], matches: [aMatch()] }).success).toBe(
      true,
    );
    expect(SearchResponseSchema.safeParse({ matches: [] }).success).toBe(false);
  });
});
