/**
 * The server's checks of a place request, bet by bet, against today's catalogue: the domain's slip rules on the
 * rebuilt TicketEntry (placeBlockers with its selectionFlags, potentialWin and its cap), each price against the
 * player's odds-change setting, the bet builder's quote, and the stake limits. Returns the bets ready to book,
 * or every failure found.
 */
import { PLACE_ERRORS, type PlaceErrorKind, RISK_MESSAGES } from '@sportsbook/contract';
import {
  createTicketState,
  isFreebetType,
  isMultiSingleAllowed,
  lineCount,
  type OddsAcceptance,
  type PlaceBetPayload,
  type PlaceBlocker,
  placeBlockers,
  potentialWin,
  type TicketEntry,
  type TicketSelection,
  totalOddsUnits,
} from '@sportsbook/domain';
import { type BonusOnBet, checkBetBonus } from '../../bonuses/bonus-fit.js';
import type { Viewer } from '../../bonuses/bonus-view.js';
import { type HeldBonus, heldKey } from '../../bonuses/held-bonuses.js';
import { checkProgrammeBonus, isProgrammeBonus } from '../../programmes/programme-bonus.js';
import type { StoredProgramme } from '../../programmes/programme-store.js';
import type { ProviderRules } from '../../site/site.js';
import type { CatalogueView } from '../current-selections.js';
import { stakeLimits } from '../demo-rates.js';
import { needsApproval } from '../odds-acceptance.js';
import type { Pricing } from '../pricing.js';
import { quoteCustomBet } from './quote-custom-bet.js';
import { betTypeOf, systemTypeOf, ticketEntryOf } from './ticket-entry.js';

/** One thing wrong with one bet; `selectionId` when a selection is to blame, `message` its per-bet message. */
export interface Failure {
  kind: PlaceErrorKind;
  bet: number;
  detail: string;
  selectionId?: string;
  message?: string;
}

/** A bet that passed: its slip entry at today's prices (the prices it is booked at), lines and potential win. */
export interface CheckedBet {
  payload: PlaceBetPayload;
  entry: TicketEntry;
  lines: number;
  potentialWin: number;
  live: boolean;
  /** The player's bonus the bet uses (locked), and what it brings; null without one. */
  bonus: { held: HeldBonus; on: BonusOnBet } | null;
}

/** The player and their bonuses the request names, locked (src/bonuses/held-bonuses.ts). */
export interface BonusContext {
  viewer: Viewer;
  held: ReadonlyMap<string, HeldBonus>;
  /** Whether several bets of the request may each use a freebet (ALLOW_MULTIPLE_ACTIVE_FREEBETS). */
  multipleFreebets: boolean;
  /** The farming programmes by id, for a bet naming a hunt, a lootbox or a tournament (programme-bonus.ts). */
  programmes: ReadonlyMap<string, StoredProgramme>;
}

/** What the checks need to know. */
export interface CheckContext {
  view: CatalogueView;
  mode: OddsAcceptance;
  currency: string;
  pricing: Pricing;
  /** The operator's provider rules (multi-bet per provider; the switches are in `view`). */
  providers: ProviderRules;
  /** Needed for a bet with a bonus; without it such a bet is refused (bonus_not_found). */
  bonuses?: BonusContext | null;
}

/** The bets to book, or the failures. */
export type CheckResult = { ok: true; bets: CheckedBet[] } | { ok: false; failures: Failure[] };

const RULE_BLOCKERS: Partial<Record<PlaceBlocker, PlaceErrorKind>> = {
  no_stake: 'stakeTooLow',
  no_profit: 'noProfit',
  provider_mix: 'invalidBet',
  same_match: 'invalidBet',
  related_outright: 'invalidBet',
  system_count: 'invalidBet',
  oddin_system: 'invalidBet',
  too_many_selections: 'invalidBet',
};

/** The slip's settings for running its blockers: only the bets matter to them. */
const SLIP_CONFIG = {
  oddsAcceptance: 'none',
  multiSingleByProvider: {},
  currency: 'EUR',
  subunits: 100,
  customBetAllowSingle: false,
} as const;

/** Checks every bet of a request. */
export function checkBets(bets: readonly PlaceBetPayload[], ctx: CheckContext): CheckResult {
  const failures: Failure[] = [];
  const checked = bets.map((bet, index) => {
    const fail = (kind: PlaceErrorKind, detail: string, selectionId?: string, message?: string): null => {
      failures.push({ kind, bet: index, detail, selectionId, message });
      return null;
    };
    return checkBet(bet, ctx, fail);
  });
  if (ctx.bonuses && !ctx.bonuses.multipleFreebets) {
    const withFreebet = checked.flatMap((c, index) =>
      c?.bonus && isFreebetType(c.bonus.on.slip.type) ? [{ index, slip: c.bonus.on.slip }] : [],
    );
    for (const { index, slip } of withFreebet.slice(1))
      failures.push({
        kind: 'bonus',
        bet: index,
        detail: `bonus_multiple_freebets: ${slip.type} ${slip.id}, one freebet per request`,
        message: PLACE_ERRORS.bonus.message,
      });
  }
  const singles = checked.flatMap((c) => (c?.entry.betType === 'single' ? c.entry.selections : []));
  const byProvider = ctx.providers.multiBet;
  if (singles.length > 1 && !isMultiSingleAllowed(singles, byProvider))
    failures.push({
      kind: 'invalidBet',
      bet: 0,
      detail: 'multi_single: a provider takes one single at a time',
    });
  if (failures.length > 0) return { ok: false, failures };
  return { ok: true, bets: checked.filter((c): c is CheckedBet => c !== null) };
}

type Fail = (kind: PlaceErrorKind, detail: string, selectionId?: string, message?: string) => null;

function checkBet(bet: PlaceBetPayload, ctx: CheckContext, fail: Fail): CheckedBet | null {
  if (bet.stake.currency !== ctx.currency) return fail('currency', `stake in ${bet.stake.currency}`);
  const type = betTypeOf(bet);
  const system = systemTypeOf(bet);
  if (bet.custom_odds !== undefined && bet.system_id !== undefined)
    return fail('invalidBet', 'custom system bet');
  if (type === 'system' && system === null)
    return fail('invalidBet', `system_id ${bet.system_id} does not read`);
  const lines = system ? lineCount(system) : 1;
  if (bet.stake.value % lines !== 0)
    return fail('invalidBet', `stake not a whole amount per line of ${lines}`);

  const entry = ticketEntryOf(bet, ctx.view, ctx.mode, { lines, customOdds: null });
  if (new Set(entry.selections.map((s) => s.id)).size < entry.selections.length)
    return fail('invalidBet', 'the same selection twice');
  let failed = false;
  for (const [i, s] of entry.selections.entries()) {
    failed = selectionFailure(s, bet.selections[i]?.odds ?? s.odds, ctx.view, fail) || failed;
  }
  if (failed) return null;

  if (type === 'custom_bet' && bet.custom_odds !== undefined) {
    const first = entry.selections[0];
    const quote = quoteCustomBet(first?.matchId ?? 0, entry.selections, ctx.view, ctx.pricing);
    if (!quote.ok) return fail('invalidBet', `custom bet: ${quote.detail}`);
    if (needsApproval(bet.custom_odds, quote.odds, ctx.mode))
      return fail('invalidOddsCustomBet', `custom odds ${bet.custom_odds}, now ${quote.odds}`);
    entry.customOdds = quote.odds;
  }

  const single = entry.betType === 'single' ? entry.selections[0]?.id : undefined;
  let bonus: CheckedBet['bonus'] = null;
  if (bet.bonus !== null) {
    const held = ctx.bonuses?.held.get(heldKey(bet.bonus));
    const checked = !ctx.bonuses
      ? ({ refusal: 'bonus_not_found' } as const)
      : isProgrammeBonus(bet.bonus.type)
        ? checkProgrammeBonus(
            bet.bonus,
            ctx.bonuses.programmes.get(bet.bonus.id),
            { stake: bet.stake.value, currency: entry.currency, oddsUnits: totalOddsUnits(entry) },
            new Date(),
          )
        : checkBetBonus(
            bet.bonus,
            held,
            { entry, stake: bet.stake.value, currency: entry.currency },
            ctx.view,
            ctx.bonuses.viewer,
          );
    if ('refusal' in checked)
      return fail(
        'bonus',
        `${checked.refusal}: ${bet.bonus.type} ${bet.bonus.id}`,
        single,
        PLACE_ERRORS.bonus.message,
      );
    entry.bonus = checked.ok.slip;
    entry.freebetStake = checked.ok.freebetStake;
    entry.bonusOdds = checked.ok.bonusOdds;
    if (held) bonus = { held, on: checked.ok };
  }
  const state = { ...createTicketState(SLIP_CONFIG), bets: [entry] };
  // A bet that breaks a combination rule is refused for that before its stake or profit is looked at.
  const blockers = placeBlockers(state, { isLoggedIn: true }).filter((b) => RULE_BLOCKERS[b] !== undefined);
  const blocker = blockers.find((b) => RULE_BLOCKERS[b] === 'invalidBet') ?? blockers[0];
  const kind = blocker === undefined ? undefined : RULE_BLOCKERS[blocker];
  if (blocker && kind) return fail(kind, blocker, single, PLACE_ERRORS[kind].message);
  const limits = stakeLimits(entry.currency);
  if (entry.stake < limits.min) return fail('stakeTooLow', `stake per line below ${limits.min}`, single);
  if (bet.stake.value > limits.max) return fail('stakeTooHigh', `stake above ${limits.max}`, single);
  const win = potentialWin(entry);
  if (win.capped) return fail('maxWin', `potential win above ${win.amount}`, single);
  const live = entry.selections.some((s) => s.matchStatus === 'live');
  return { payload: bet, entry, lines, potentialWin: win.amount, live, bonus };
}

/** Fails a selection that is unknown, unavailable, suspended, or priced differently than the setting takes. */
function selectionFailure(s: TicketSelection, sentOdds: number, view: CatalogueView, fail: Fail): boolean {
  const exists = view.match(s.matchId) !== undefined && view.outcome(s) !== undefined;
  if (!exists)
    fail('unknownSelection', `${s.id} does not exist`, s.id, PLACE_ERRORS.unknownSelection.message);
  else if (s.isNotAvailable)
    fail('notAvailable', `${s.id} is not available`, s.id, PLACE_ERRORS.notAvailable.message);
  else if (s.isSuspended) fail('suspended', `${s.id} is suspended`, s.id, PLACE_ERRORS.suspended.message);
  else if (s.isChanged) {
    const message = sentOdds > s.odds ? RISK_MESSAGES.oddsHigher : RISK_MESSAGES.oddsDifferent;
    fail('invalidOdds', `${s.id} sent at ${sentOdds}, now ${s.odds}`, s.id, message);
  } else return false;
  return true;
}
