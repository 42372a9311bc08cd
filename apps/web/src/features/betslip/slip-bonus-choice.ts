/**
 * The slip's bonus offer, pure so it is tested without the page: which bonuses each bet is offered (one freebet
 * per slip unless the site allows several), and the farming programmes a slip bet can name as its bonus (spec core-betting "Bonus on a bet": the slip chooses
 * a hunt, a tournament or a comboboost; platform §5 a lootbox sends the fixed lootbox odds): the running hunts,
 * tournaments and lootboxes the bet would count for as it stands, by the server's own rule (the domain's
 * `countsFor`: a cash stake of at least the programme's least stake in the player's currency, at its least
 * odds).
 */
import type { Hunting, HuntingTournament } from '@sportsbook/contract';
import {
  countsFor,
  isFreebetType,
  oddsUnits,
  type SlipBonus,
  type TicketEntry,
  totalOdds,
} from '@sportsbook/domain';

type Programme = Hunting | HuntingTournament;

/** Whether `bet`, as it stands, counts for programme `p` in the player's `currency`. */
export function betCountsFor(p: Programme, bet: TicketEntry, currency: string): boolean {
  if (p.status !== 'active' || p.stake_currency !== currency || bet.selections.length === 0) return false;
  return countsFor(
    {
      minStake: p.min_stake === null ? null : BigInt(p.min_stake),
      minOddsUnits: p.min_odds === null ? null : oddsUnits(p.min_odds),
    },
    { stake: BigInt(bet.stake), oddsUnits: oddsUnits(totalOdds(bet)), bonusType: bet.bonus?.type ?? null },
  );
}

/**
 * The programmes `bet` can name now, as the slip's bonuses: hunts, then tournaments, then lootboxes (a lootbox is
 * offered, never chosen by itself: it adds nothing to the price). A bet on a freebet counts for none.
 */
export function programmeBonusesFor(
  bet: TicketEntry,
  programmes: {
    hunts: readonly Hunting[];
    tournaments: readonly HuntingTournament[];
    lootboxes: readonly Hunting[];
  },
  currency: string,
): SlipBonus[] {
  return [...programmes.hunts, ...programmes.tournaments, ...programmes.lootboxes]
    .filter((p) => betCountsFor(p, bet, currency))
    .map((p) => ({ id: p.id, type: p.type, amount: null, ranges: [], min_odds: p.min_odds, name: p.name }));
}

/**
 * The bonuses offered to bet `index`: without freebets while another bet of the slip carries one, unless the site
 * allows several (settings allow_multiple_active_user_freebets); the server refuses a second one the same way.
 */
export function offeredTo(
  list: readonly SlipBonus[],
  bets: readonly TicketEntry[],
  index: number,
  multipleFreebets: boolean,
): SlipBonus[] {
  if (multipleFreebets) return [...list];
  const taken = bets.some((b, i) => i !== index && b.bonus !== null && isFreebetType(b.bonus.type));
  return taken ? list.filter((b) => !isFreebetType(b.type)) : [...list];
}
