/**
 * The arithmetic of the farming programmes (spec platform §3 Hunting, Lootbox, Hunting tournament, Leaderboard
 * row, Bonus progress (amb)): what a hunt's points are worth, which bet-count ranges are reached, how a
 * tournament's pool grows and is shared. Money in bigint minor units, floored; shares in basis points.
 */
import { type BonusType, isFreebetType } from '../types/bonus';

/** What a programme asks of a bet in the player's currency: the least stake (null: none counts) and odds. */
export interface CountRule {
  minStake: bigint | null;
  /** Odds units (the domain's odds scale); null: any odds. */
  minOddsUnits: bigint | null;
}

/**
 * True when a bet of `stake` at total odds `oddsUnits` with a bonus of `bonusType` meets `rule`: a cash stake
 * (a freebet of any kind never counts; a comboboost's bet does) of at least the least stake, at the least odds.
 */
export function countsFor(
  rule: CountRule,
  bet: { stake: bigint; oddsUnits: bigint; bonusType: BonusType | null },
): boolean {
  if (rule.minStake === null || bet.stake < rule.minStake) return false;
  if (bet.bonusType !== null && isFreebetType(bet.bonusType)) return false;
  return rule.minOddsUnits === null || bet.oddsUnits >= rule.minOddsUnits;
}

/** A hunt's rules: points per counted bet, the points one freebet costs, the freebet's size. */
export interface HuntRule {
  pointsPerBet: number;
  pointsForFreebet: number;
  /** The freebet is this share (basis points) of the average counted stake... */
  freebetShareBp: number;
  /** ...within these bounds, in the player's currency. */
  minFreebet: bigint;
  maxFreebet: bigint;
}

/** What a player has farmed in a hunt. */
export interface HuntProgress {
  points: number;
  /** Points already turned into freebets. */
  convertedPoints: number;
  betsCount: number;
  stakeSum: bigint;
  /** Bets placed that would count once settled. */
  openBets: number;
}

/** The spec's farming_stats. */
export interface FarmingStats {
  points: number;
  available_points: number;
  potential_points: number;
  avg_stake: bigint;
  bets_count: number;
  potential_freebet_amount: bigint;
}

/** The average counted stake, floored; 0 before the first bet. */
export function averageStake(stakeSum: bigint, betsCount: number): bigint {
  return betsCount === 0 ? 0n : stakeSum / BigInt(betsCount);
}

/** The freebet a hunt pays for `rule.pointsForFreebet` points at average stake `avg`. */
export function huntFreebetAmount(rule: HuntRule, avg: bigint): bigint {
  const share = (avg * BigInt(rule.freebetShareBp)) / 10_000n;
  if (share < rule.minFreebet) return rule.minFreebet;
  return share > rule.maxFreebet ? rule.maxFreebet : share;
}

/** farming_stats of `p` under `rule`. */
export function farmingStats(rule: HuntRule, p: HuntProgress): FarmingStats {
  const avg = averageStake(p.stakeSum, p.betsCount);
  return {
    points: p.points,
    available_points: p.points - p.convertedPoints,
    potential_points: p.openBets * rule.pointsPerBet,
    avg_stake: avg,
    bets_count: p.betsCount,
    potential_freebet_amount: huntFreebetAmount(rule, avg),
  };
}

/** How many freebets `available` points buy now. */
export function freebetsDue(rule: HuntRule, available: number): number {
  return rule.pointsForFreebet > 0 ? Math.floor(available / rule.pointsForFreebet) : 0;
}

/** A tournament pool's growth from one counted stake: `shareBp` basis points of it, floored. */
export function poolContribution(stake: bigint, shareBp: number): bigint {
  return (stake * BigInt(shareBp)) / 10_000n;
}

/**
 * A freebet's amount after a lootbox boost of `multiplierBp` basis points (15000 = x1.5): floored to the minor
 * unit, so a boost never pays a fraction of a cent; the player keeps at least the amount before.
 */
export function boostedAmount(amount: bigint, multiplierBp: number): bigint {
  const boosted = (amount * BigInt(multiplierBp)) / 10_000n;
  return boosted > amount ? boosted : amount;
}

/**
 * Shares `pool` among `players` ranked places (best first) by `sharesBp` (per place, best first). Only places
 * with a player count: each gets floor(pool x its share / the shares of the places taken), and the remainder of
 * the integer division goes to the first place, so the amounts sum exactly to the pool. No player: nothing.
 */
export function splitPool(pool: bigint, sharesBp: readonly number[], players: number): bigint[] {
  const taken = sharesBp.slice(0, Math.max(0, players));
  const total = taken.reduce((a, b) => a + BigInt(b), 0n);
  if (taken.length === 0 || total === 0n || pool <= 0n) return [];
  const amounts = taken.map((s) => (pool * BigInt(s)) / total);
  const paid = amounts.reduce((a, b) => a + b, 0n);
  amounts[0] = (amounts[0] ?? 0n) + (pool - paid);
  return amounts;
}

/** A bet-count range: so many counted bets earn so many freebets of an amount. */
export interface AmbRange {
  number_of_bets: number;
  number_of_freebets: number;
}

/** The indexes of the ranges `progress` counted bets reach. */
export function ambReached(ranges: readonly AmbRange[], progress: number): number[] {
  return ranges.flatMap((r, i) => (progress >= r.number_of_bets ? [i] : []));
}

/**
 * An e-mail as a leaderboard shows another player's: the first character of the name and of the domain, the
 * top-level domain, the rest starred (`jane.doe@example.com` -> `j***@e***.com`). Never the whole address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${name.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}
