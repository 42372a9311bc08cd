import { describe, expect, it } from 'vitest';
import { loadJackpots, parseJackpots } from './jackpot-config.js';

const level = { code: 'mini', name: { en: 'Mini' }, seed_amount: 100, share_bp: 10_000, hit_one_in: 10 };
const jackpot = {
  id: 'j1',
  name: { en: 'J' },
  currency: 'EUR',
  contribution_bp: 100,
  min_stake: 100,
  min_odds: 1.5,
  levels: [level],
};

describe('the jackpots file', () => {
  it('ships a valid demo set', async () => {
    const [demo] = await loadJackpots();
    expect(demo?.levels.map((l) => l.code)).toEqual(['mini', 'major']);
  });

  it('names every problem of the fields', () => {
    const bad = {
      jackpots: [
        { ...jackpot, currency: 'BTC' },
        { ...jackpot, id: 'j2', min_odds: 0.5 },
      ],
    };
    expect(() => parseJackpots(bad)).toThrow(
      /jackpots\.0\.currency: EUR[\s\S]*jackpots\.1\.min_odds: odds above 1/,
    );
  });

  it('refuses shares that do not add up to 10000, a level or a jackpot twice', () => {
    const halves = {
      ...jackpot,
      levels: [
        { ...level, share_bp: 6_000 },
        { ...level, share_bp: 3_000 },
      ],
    };
    expect(() => parseJackpots({ jackpots: [halves] })).toThrow(
      /level shares add up to 9000[\s\S]*a level code appears twice/,
    );
    expect(() => parseJackpots({ jackpots: [jackpot, jackpot] })).toThrow(/a jackpot id appears twice/);
  });

  it('accepts a minimal jackpot with its defaults', () => {
    expect(parseJackpots({ jackpots: [jackpot] })[0]?.levels[0]?.state).toBe('active');
  });
});
