/**
 * A farming programme named as a bet's bonus (spec platform §5 "Lootbox gets a fixed odds constant"; core-betting
 * "Bonus on a bet": the slip chooses a hunt, a tournament or a comboboost). The bet stays a cash bet: a hunt or a
 * tournament sends odds null, a lootbox the fixed LOOTBOX_BONUS_ODDS (1.00: the lootbox adds nothing to the
 * price), so the bet's odds, potential win and payout are its selections'. The programme must be running and
 * the bet must be one it counts (currency, least stake, least odds); otherwise the bet is refused with the
 * reason, never placed without it.
 */
import type { BonusRefusal } from '@sportsbook/contract';
import { type BonusType, type DecimalOdds, LOOTBOX_BONUS_ODDS, oddsUnits } from '@sportsbook/domain';
import type { BonusOnBet } from '../bonuses/bonus-fit.js';
import { programmeStatus, type StoredProgramme } from './programme-store.js';

/** The bonus types that name a programme (by its id) rather than a campaign or an issued bonus. */
const PROGRAMME_BONUS_TYPES: readonly BonusType[] = ['hunting', 'lootbox', 'tournament'];

/** True when a bet's bonus of `type` names a farming programme. */
export const isProgrammeBonus = (type: BonusType): boolean => PROGRAMME_BONUS_TYPES.includes(type);

/**
 * Checks the programme bonus `sent` on a bet of total stake `stake` in `currency` at total odds `oddsUnits`
 * against the programme it names (`p`, undefined when there is none): the refusal, or what it brings (no
 * freebet stake; bonus odds LOOTBOX_BONUS_ODDS for a lootbox, none for a hunt or a tournament).
 */
export function checkProgrammeBonus(
  sent: { id: string; type: BonusType; odds: DecimalOdds | null },
  p: StoredProgramme | undefined,
  bet: { stake: number; currency: string; oddsUnits: bigint },
  now: Date,
): { refusal: BonusRefusal } | { ok: BonusOnBet } {
  if (!p || p.type !== sent.type) return { refusal: 'bonus_not_found' };
  if (!p.enabled || programmeStatus(p, now) !== 'active') return { refusal: 'bonus_not_active' };
  const odds = p.type === 'lootbox' ? (LOOTBOX_BONUS_ODDS as DecimalOdds) : null;
  if (sent.odds !== odds) return { refusal: 'bonus_odds' };
  const least = p.min_stake[bet.currency];
  if (least === undefined || (p.type === 'tournament' && p.currency !== bet.currency))
    return { refusal: 'bonus_currency' };
  if (bet.stake < least) return { refusal: 'bonus_stake' };
  if (p.min_odds !== null && bet.oddsUnits < oddsUnits(p.min_odds)) return { refusal: 'bonus_min_odds' };
  return {
    ok: {
      slip: { id: p.id, type: p.type, amount: null, ranges: [], min_odds: p.min_odds },
      freebetStake: null,
      bonusOdds: odds,
    },
  };
}
