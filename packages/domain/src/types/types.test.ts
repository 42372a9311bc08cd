import { describe, expect, it } from 'vitest';
import {
  fromOddsFormatAlias,
  ODDS_FORMAT_ALIASES,
  ODDS_FORMATS,
  parseOddsFormat,
  toOddsFormatAlias,
} from '../odds/formats';
import { BET_RESULTS, RESULTS_BY_FILTER } from './bet';
import { BONUS_TYPES, isFreebetType } from './bonus';
import { EventStatus, isBettableStatus, isLastPage, matchStatusKind, toClientPagination } from './catalogue';

describe('event statuses', () => {
  it('uses the spec numbers', () => {
    expect(EventStatus).toEqual({ prematch: 0, live: 1, stopped: 2, closed: 3, finished: 4, notCovered: 5 });
  });

  it('takes bets only on prematch and live events', () => {
    const bettable = Object.values(EventStatus).filter(isBettableStatus);
    expect(bettable).toEqual([0, 1]);
  });

  it('maps statuses to the slip kinds prematch, live and others', () => {
    expect(Object.values(EventStatus).map(matchStatusKind)).toEqual([
      'prematch',
      'live',
      'others',
      'others',
      'others',
      'others',
    ]);
  });
});

describe('pagination', () => {
  it('converts to the client form and ends when the page equals the last page', () => {
    const client = toClientPagination({ total: 1001, page: 3, limit: 500, last_page: 3 });
    expect(client).toEqual({ page: 3, lastPage: 3 });
    expect(isLastPage(client)).toBe(true);
    expect(isLastPage({ page: 1, lastPage: 3 })).toBe(false);
    expect(isLastPage({ page: 1, lastPage: 0 })).toBe(true);
  });
});

describe('bonus types', () => {
  it('recognises every freebet subtype by the word freebet', () => {
    expect(BONUS_TYPES.filter(isFreebetType)).toEqual([
      'freebet',
      'freebet_no_risk',
      'freebet_all_win',
      'freebet_only_win',
    ]);
  });
});

describe('odds format names', () => {
  it('maps each settings name to its short name and back', () => {
    for (const format of ODDS_FORMATS) expect(fromOddsFormatAlias(toOddsFormatAlias(format))).toBe(format);
    expect(ODDS_FORMATS.map(toOddsFormatAlias)).toEqual([
      'decimal',
      'fractional',
      'hongkong',
      'american',
      'indo',
      'malay',
      'percent',
    ]);
  });

  it('parses either naming set and rejects unknown names', () => {
    expect(ODDS_FORMAT_ALIASES.map(parseOddsFormat)).toEqual([
      'european',
      'british',
      'american',
      'hongkong',
      'malaysian',
      'indonesian',
      'percent',
    ]);
    expect(parseOddsFormat('british')).toBe('british');
    expect(parseOddsFormat('roman')).toBeNull();
  });
});

describe('bet result filters', () => {
  it('keeps a cashed-out bet under its own filter, not under won', () => {
    expect(RESULTS_BY_FILTER.cashed_out).toEqual(['cashed_out']);
    expect(RESULTS_BY_FILTER.win).not.toContain('cashed_out');
  });

  it('puts every settled result under exactly one filter', () => {
    const settled = BET_RESULTS.filter((r) => r !== 'no_results');
    for (const result of settled) {
      const filters = Object.entries(RESULTS_BY_FILTER).filter(([, results]) => results.includes(result));
      expect(
        filters.map(([name]) => name),
        result,
      ).toHaveLength(1);
    }
  });
});
