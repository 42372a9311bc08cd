/**
 * The twelve sports of the simulated world. Ids follow the big feeds' sport numbering, so a sport keeps its id
 * if an operator later connects a real feed.
 */
import { MARKET_PLANS } from './market-plans.js';
import { RACE_SPORTS } from './race-sports.js';
import { SCORING_SPORTS } from './scoring-sports.js';
import type { SportDefinition, SportKey } from './sport-definition.js';

const CYBER: ReadonlySet<SportKey> = new Set(['cs2', 'dota-2', 'league-of-legends']);

/** Every sport of the world, by priority (lower first). */
export const SPORTS: readonly SportDefinition[] = [...SCORING_SPORTS, ...RACE_SPORTS]
  .map((row): SportDefinition => {
    const cyber = CYBER.has(row.key);
    return {
      ...row,
      kind: cyber ? 'cyber' : 'regular',
      provider: row.provider ?? (cyber ? 'oddin' : 'betradar'),
      urnId: `${cyber ? 'od' : 'sr'}:sport:${row.id}`,
      markets: MARKET_PLANS[row.key],
    };
  })
  .sort((a, b) => a.priority - b.priority);
