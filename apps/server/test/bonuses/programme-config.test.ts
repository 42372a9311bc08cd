/** The programmes file: the demo set validates, and a bad file is refused with every problem named. */
import { describe, expect, it } from 'vitest';
import { loadProgrammes, parseProgrammes } from '../../src/programmes/programme-config.js';

const texts = { name: { en: 'n' }, description: { en: 'd' }, terms: { en: 't' } };

describe('the programmes file', () => {
  it('validates the demo set', async () => {
    expect((await loadProgrammes()).map((p) => p.type).sort()).toEqual([
      'amb',
      'hunting',
      'lootbox',
      'tournament',
    ]);
  });

  it('names every problem of a bad file', () => {
    const bad = {
      programmes: [
        {
          id: 't',
          type: 'tournament',
          ...texts,
          currency: 'EUR',
          min_stake: {},
          initial_pool: 1,
          pool_share_bp: 1,
          prizes_bp: [50],
        },
        {
          id: 'hunt',
          type: 'hunting',
          ...texts,
          min_stake: { EUR: 1 },
          points_per_bet: 1,
          points_for_freebet: 3,
          freebet_share_bp: 1,
          freebet_limits: {},
        },
        {
          id: 'ladder',
          type: 'amb',
          ...texts,
          min_stake: { EUR: 1 },
          ranges: [
            { number_of_bets: 5, number_of_freebets: 1, amounts: { EUR: 1 } },
            { number_of_bets: 5, number_of_freebets: 1, amounts: {} },
          ],
        },
        { id: 'ladder', type: 'jackpot', ...texts },
      ],
    };
    const error = (() => {
      try {
        parseProgrammes(bad, 'test');
      } catch (e) {
        return String(e);
      }
      return '';
    })();
    for (const problem of [
      'programmes.0.id',
      'a tournament ends: valid_to',
      'prizes_bp sum to 10000',
      'min_stake names the tournament currency',
      'min_stake counts EUR: give its amount',
      'range 1: number_of_bets must grow',
      'range 1: no amount in EUR',
      'programmes.3.type',
    ])
      expect(error).toContain(problem);
  });
});
