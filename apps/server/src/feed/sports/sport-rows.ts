/**
 * Building blocks of the sport tables: defaults that most sports share, so each row states what differs.
 */
import type { LiveRules, RaceRules, ScoringRules, SportDefinition } from './sport-definition.js';

/** A row of a sport table: the facts derived from the key (urn, kind, provider, markets) are filled in later. */
export type SportRow = Omit<SportDefinition, 'urnId' | 'markets' | 'kind' | 'provider'> &
  Partial<SportDefinition>;

/** Scoring rules with their model tag. */
export const scoring = (rules: Omit<ScoringRules, 'model'>): ScoringRules => ({ model: 'scoring', ...rules });

/** Race rules with their model tag; only mobas have map lengths. */
export const race = (rules: Omit<RaceRules, 'model' | 'mapMinutes'> & Partial<RaceRules>): RaceRules => ({
  model: 'race',
  mapMinutes: [0, 0],
  ...rules,
});

/** Live rules; a dangerous moment suspends markets for 6 seconds in every sport. */
export const live = (
  dangerPerHour: number,
  scoreSuspendSeconds: number,
  repriceSeconds: number,
  typicalMinutes: number,
): LiveRules => ({ dangerPerHour, dangerSeconds: 6, scoreSuspendSeconds, repriceSeconds, typicalMinutes });

/** A goal is one point. */
export const goal = [[1, 1]] as const;
