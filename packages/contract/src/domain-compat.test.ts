/** The contract's answers are the domain's entities: a parsed answer can be handed to domain code as is. */
import type * as domain from '@sportsbook/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type * as contract from './index';

describe('contract types are assignable to the domain types', () => {
  it('for the catalogue entities and settings', () => {
    expectTypeOf<contract.Sport>().toExtend<domain.Sport>();
    expectTypeOf<contract.Category>().toExtend<domain.Category>();
    expectTypeOf<contract.Tournament>().toExtend<domain.Tournament>();
    expectTypeOf<contract.Outcome>().toExtend<domain.Outcome>();
    expectTypeOf<contract.Market>().toExtend<domain.Market>();
    expectTypeOf<contract.Pagination>().toExtend<domain.Pagination>();
    expectTypeOf<contract.CountersResponse>().toExtend<domain.Counters>();
    expectTypeOf<contract.SettingsResponse>().toExtend<domain.Settings>();
  });

  it('for matches, except that home and away may be null (outrights)', () => {
    expectTypeOf<Omit<contract.Match, 'home' | 'away' | 'main_market' | 'secondary_market'>>().toExtend<
      Omit<domain.Match, 'home' | 'away' | 'main_market' | 'secondary_market'>
    >();
  });
});
