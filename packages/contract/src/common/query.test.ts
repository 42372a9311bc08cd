import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdParamSchema, queryBool, queryDateTime, queryIdList, queryStatusList, queryText } from './query';

describe('query parsers', () => {
  it('reads an id list from commas and repeated keys alike', () => {
    expect(queryIdList.parse('1,2')).toEqual([1, 2]);
    expect(queryIdList.parse(['1', '2,3'])).toEqual([1, 2, 3]);
    expect(queryIdList.parse(' 4 , 5 ,')).toEqual([4, 5]);
  });

  it('rejects ids that are not positive integers', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '', ',', '1e3']) {
      expect(queryIdList.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('keeps ids within 32 bits, as the database stores them', () => {
    expect(queryIdList.parse('2147483647')).toEqual([2_147_483_647]);
    expect(queryIdList.safeParse('2147483648').success).toBe(false);
    expect(queryIdList.safeParse('99999999999999999999').success).toBe(false);
  });

  it('refuses control characters in text', () => {
    expect(queryText(10).safeParse('ok text').success).toBe(true);
    expect(queryText(10).safeParse('nul\u0000').success).toBe(false);
    expect(queryText(3).safeParse('long').success).toBe(false);
  });

  it('reads booleans as true/false or 1/0 and nothing else', () => {
    expect(queryBool.parse('true')).toBe(true);
    expect(queryBool.parse('1')).toBe(true);
    expect(queryBool.parse('false')).toBe(false);
    expect(queryBool.parse('0')).toBe(false);
    expect(queryBool.safeParse('yes').success).toBe(false);
  });

  it('reads statuses by number or by name', () => {
    expect(queryStatusList.parse('0,live,finished,not_covered')).toEqual([0, 1, 4, 5]);
    expect(queryStatusList.safeParse('6').success).toBe(false);
    expect(queryStatusList.safeParse('playing').success).toBe(false);
  });

  it('reads ISO dates and date-times with a zone', () => {
    expect(queryDateTime.parse('2026-05-01').toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(queryDateTime.parse('2026-05-01T20:00:00+02:00').toISOString()).toBe('2026-05-01T18:00:00.000Z');
    expect(queryDateTime.safeParse('yesterday').success).toBe(false);
    expect(queryDateTime.safeParse('2026-05-01T20:00:00').success).toBe(false);
  });

  it('names the parameter in the issue path', () => {
    const result = z.object({ ids: queryIdList }).safeParse({ ids: '1,x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('ids');
  });

  it('takes a positive path id', () => {
    expect(IdParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(IdParamSchema.safeParse({ id: '0' }).success).toBe(false);
    expect(IdParamSchema.safeParse({ id: 'abc' }).success).toBe(false);
  });
});
