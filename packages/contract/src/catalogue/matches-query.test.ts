import { DEFAULT_MATCHES_LIMIT } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { toQueryString } from '../common/search-params';
import { type MatchesQuery, MatchesQuerySchema } from './matches-query';

/** Splits a query string the way a server's parser does (no URLSearchParams: the package has no DOM types). */
function parse(qs: string) {
  const pairs = qs
    .split('&')
    .filter((p) => p !== '')
    .map((p) => p.split('=').map(decodeURIComponent));
  return MatchesQuerySchema.safeParse(Object.fromEntries(pairs));
}

function fieldOf(qs: string): unknown {
  return parse(qs).error?.issues[0]?.path[0];
}

describe('MatchesQuerySchema', () => {
  it('defaults to the first page of the default size', () => {
    expect(parse('').data).toEqual({ page: 1, limit: DEFAULT_MATCHES_LIMIT });
  });

  it('parses every parameter', () => {
    const q = parse(
      'id=1,2&type=match&sport_key=football,tennis&sport_type=regular&category_id=3&tournament_id=4,5' +
        '&match_status=prematch,1&sort_by=sport_priority.desc,start_time.asc&start_from=2026-05-01' +
        '&start_to=2026-05-02T00:00:00Z&bettable=true&max_per_sport=3&page=2&limit=20&favourite=false&has_video=1',
    ).data;
    expect(q).toEqual({
      id: [1, 2],
      type: 'match',
      sport_key: ['football', 'tennis'],
      sport_type: 'regular',
      category_id: [3],
      tournament_id: [4, 5],
      match_status: [0, 1],
      sort_by: ['sport_priority.desc', 'start_time.asc'],
      start_from: new Date('2026-05-01T00:00:00Z'),
      start_to: new Date('2026-05-02T00:00:00Z'),
      bettable: true,
      max_per_sport: 3,
      page: 2,
      limit: 20,
      favourite: false,
      has_video: true,
    });
  });

  it('names the bad parameter', () => {
    expect(fieldOf('type=race')).toBe('type');
    expect(fieldOf('sport_type=virtual')).toBe('sport_type');
    expect(fieldOf('sort_by=start_time')).toBe('sort_by');
    expect(fieldOf('sort_by=name.asc')).toBe('sort_by');
    expect(fieldOf('limit=501')).toBe('limit');
    expect(fieldOf('limit=0')).toBe('limit');
    expect(fieldOf('page=0')).toBe('page');
    expect(fieldOf('max_per_sport=x')).toBe('max_per_sport');
    expect(fieldOf('bettable=maybe')).toBe('bettable');
    expect(fieldOf('start_from=soon')).toBe('start_from');
    expect(fieldOf('start_from=2026-05-02&start_to=2026-05-01')).toBe('start_to');
  });

  it('round-trips through toQueryString', () => {
    const q: MatchesQuery = {
      sport_key: ['football'],
      match_status: [1],
      sort_by: ['start_time.desc'],
      start_from: new Date('2026-05-01T10:00:00.000Z'),
      bettable: false,
      page: 3,
      limit: 10,
    };
    expect(parse(toQueryString(q)).data).toEqual(q);
  });
});
