/**
 * The bet slip's engine: runs the domain's machines on the store's state (`transition`, `quickBetTransition`,
 * `slipPanelTransition` in packages/domain) and performs the effects they return. No slip rule lives here: every
 * action is a domain event, and this module only performs what the machine asks for (send the bets, prompt
 * sign-in, fetch markets, open a modal...).
 *
 * It is not part of a page's first load: SlipController loads it once the page has hydrated, restores the
 * stored slip with it and then starts it (`startSlip`), from which on the store's early actions come here (see
 * slip-store.ts). Code that is itself loaded later (the slip's form, the quick-bet dialog, realtime) imports it
 * directly. The actions are plain functions, so they are stable and can be handed to memoised components.
 */
import type { SharedBet } from '@sportsbook/contract';
import {
  type BetState,
  type BetType,
  type DecimalOdds,
  type Market,
  type Money,
  type PlaceBetsRequest,
  type PlacedBet,
  type QuickBetEvent,
  quickBetTransition,
  type SlipBonus,
  type SystemType,
  slipPanelTransition,
  type TicketConfig,
  type TicketEffect,
  type TicketEntry,
  type TicketEvent,
  type TicketSelection,
  transition,
} from '@sportsbook/domain';
import type { OddsPick } from '@/catalogue/odds/odds-button';
import { isApiError } from '@/lib/api';
import { betsKeys } from '@/lib/queries/bets';
import { playerKeys } from '@/lib/queries/player';
import { track } from '@/lib/tracking/data-layer';
import { deviceId } from '@/lib/tracking/device-id';
import { whenIdle } from '@/lib/when-idle';
import { requestSignIn } from '@/session/session';
import { PlaceAttempts, placeWithRetry } from './place-bets';
import { placedBetEvents } from './placed-bet-events';
import { buildSelection, GONE_MATCH_STATUS, loadMatchData, selectionFromCache } from './selection-source';
import { quoteCustomOdds, readShareCode, sharedToEntries } from './shared-bets';
import { loadStoredSlip, type SlipSnapshot, saveSlip } from './slip-persistence';
import {
  type SlipActions,
  type SlipStoreState,
  selectedOf,
  setPanelOpen,
  slipEngineStarted,
  slipHost,
  useSlipStore,
} from './slip-store';

const get = () => useSlipStore.getState();
const set = (patch: Partial<SlipStoreState>) => useSlipStore.setState(patch);

// ---------------------------------------------------------------------------------------------------------------
// Dispatching and effects.

let noticeSeq = 0;

/** Applies a ticket event, moves the panel when the selection count crosses zero, and runs the effects. */
export function dispatch(event: TicketEvent): TicketEffect[] {
  const before = get();
  const [ticket, effects] = transition(before.ticket, event);
  if (ticket !== before.ticket) {
    const from = before.ticket.selectedOutcomeIds.length;
    const to = ticket.selectedOutcomeIds.length;
    // Placing empties the selections too, but the panel must stay open to show what was placed. A restore on
    // page load brings the selections back, not new ones: the panel keeps its stored state (spec §2), so a
    // phone's slip sheet does not open over every page the bettor loads.
    const placed = ticket.ticketState === 'success' && before.ticket.ticketState !== 'success';
    const restored = event.type === 'RESTORE_STARTED';
    const panel =
      from === to || placed || restored
        ? before.panel
        : slipPanelTransition(before.panel, { type: 'SELECTION_COUNT_CHANGED', from, to });
    // A refusal's note stays until the slip changes for another reason.
    const notice = effects.some((e) => e.type === 'REFUSED') ? before.notice : null;
    set({ ticket, panel, selected: selectedOf(ticket, before.quickBet), notice });
  }
  runEffects(effects, 'ticket');
  return effects;
}

/** Applies a quick-bet event and runs its effects. */
function dispatchQuick(event: QuickBetEvent): TicketEffect[] {
  const before = get();
  const [quickBet, effects] = quickBetTransition(before.quickBet, event);
  if (quickBet !== before.quickBet) set({ quickBet, selected: selectedOf(before.ticket, quickBet) });
  runEffects(effects, 'quick');
  return effects;
}

const ticketAttempts = new PlaceAttempts();
const quickAttempts = new PlaceAttempts();

function runEffects(effects: readonly TicketEffect[], source: 'ticket' | 'quick'): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'PLACE_BETS':
        void (source === 'ticket' ? placeTicket(effect.request) : placeQuick(effect.request));
        break;
      case 'PROMPT_SIGN_IN':
        requestSignIn('place_bet');
        break;
      case 'SESSION_EXPIRED':
        void slipHost().queryClient?.invalidateQueries({ queryKey: playerKeys.all });
        requestSignIn('session_expired');
        break;
      case 'REPORT_ERROR':
        slipHost().reportError(effect.error);
        break;
      case 'FETCH_MARKETS':
        void refreshMatches(effect.matchIds, true);
        break;
      case 'OPEN_CUSTOM_BET_TICKET_MODAL':
        set({ customBetConflict: effect.selection });
        break;
      case 'NOTIFY':
        set({ shareNotice: effect.messageKey });
        break;
      case 'REFUSED':
        noticeSeq += 1;
        set({ notice: { reason: effect.reason, blockers: effect.blockers ?? [], seq: noticeSeq } });
        break;
      case 'TRACK':
        track(effect.event, effect.selectionId === undefined ? {} : { selection_id: effect.selectionId });
        break;
    }
  }
}

async function placeTicket(request: PlaceBetsRequest): Promise<void> {
  const outcome = await placeWithRetry(ticketAttempts, request, slipHost().locale, slipHost().retryDelayMs);
  if (outcome.ok) {
    dispatch({ type: 'PLACE_SUCCEEDED', placed: outcome.placed });
    afterPlacing(request, outcome.placed);
    return;
  }
  dispatch({ type: 'PLACE_FAILED', httpStatus: outcome.status, body: outcome.body });
  // A refusal about the price: fetch the prices now, so the bettor sees what changed and can accept it.
  if (get().ticket.error?.wrongOdds) void refreshMatches(slipMatchIds(get().ticket.bets), false);
}

async function placeQuick(request: PlaceBetsRequest): Promise<void> {
  const outcome = await placeWithRetry(quickAttempts, request, slipHost().locale, slipHost().retryDelayMs);
  const placed = outcome.ok ? outcome.placed[0] : undefined;
  if (placed) {
    dispatchQuick({ type: 'PLACE_SUCCEEDED', placed });
    afterPlacing(request, [placed]);
    return;
  }
  if (outcome.ok) {
    dispatchQuick({ type: 'PLACE_FAILED', httpStatus: null, body: null });
    return;
  }
  dispatchQuick({ type: 'PLACE_FAILED', httpStatus: outcome.status, body: outcome.body });
}

/** My bets and the balance changed with a placed bet; the data layer hears of each bet (`placed_bet`). */
function afterPlacing(request: PlaceBetsRequest, placed: readonly PlacedBet[]): void {
  for (const fields of placedBetEvents(request, placed)) track('placed_bet', fields);
  void slipHost().queryClient?.invalidateQueries({ queryKey: betsKeys.all });
  void slipHost().queryClient?.invalidateQueries({ queryKey: playerKeys.accounts() });
}

function slipMatchIds(bets: readonly TicketEntry[]): number[] {
  return [...new Set(bets.flatMap((b) => b.selections.map((s) => s.matchId)))];
}

/**
 * Fetches the matches' state and markets and feeds them to the machine (a restore's FETCH_MARKETS, a resync, a
 * wrong-odds refusal). A restore ends with RESTORE_FINISHED, or RESTORE_FAILED (reported) when a fetch failed.
 */
export async function refreshMatches(matchIds: readonly number[], restoring: boolean): Promise<void> {
  const results = await Promise.allSettled(
    matchIds.map((id) => loadMatchData(slipHost().queryClient, slipHost().locale, id)),
  );
  let failure: unknown = null;
  results.forEach((result, i) => {
    const matchId = matchIds[i];
    if (matchId === undefined) return;
    if (result.status === 'rejected') {
      failure ??= result.reason;
      return;
    }
    const { match, markets } = result.value;
    dispatch({ type: 'MATCH_STATUS_CHANGED', matchId, status: match ? match.status : GONE_MATCH_STATUS });
    if (match) dispatch({ type: 'MARKETS_UPDATED', matchId, markets: markets as Market[], complete: true });
  });
  if (!restoring) return;
  dispatch(failure === null ? { type: 'RESTORE_FINISHED' } : { type: 'RESTORE_FAILED', error: failure });
}

// ---------------------------------------------------------------------------------------------------------------
// Picking.

/** Adds a selection to the slip (or removes it), or places it as a quick bet when quick bet is on. */
function pickSelection(selection: TicketSelection): void {
  if (!get().quickBet.isEnabled) {
    dispatch({ type: 'SELECTION_TOGGLED', selection });
    return;
  }
  const effects = dispatchQuick({
    type: 'SELECTION_CLICKED',
    selection,
    isLoggedIn: slipHost().isLoggedIn,
    deviceId: deviceId(),
  });
  if (!effects.some((e) => e.type === 'PROMPT_SIGN_IN')) set({ quickBetTarget: selection });
}

/**
 * Adds the picked outcome to the slip, or removes it when it is already there. Stable: pass it as an odds
 * button's `onSelect`. The words of the selection come from the cache that rendered the button; in the rare
 * case they are not cached the match is fetched first.
 */
export function toggleSelection(pick: OddsPick): void {
  const client = slipHost().queryClient;
  const selection = client ? selectionFromCache(client, slipHost().locale, pick) : null;
  if (selection) {
    pickSelection(selection);
    return;
  }
  const { matchId, marketId, specifier } = pick.selection;
  loadMatchData(client, slipHost().locale, matchId)
    .then(({ match, markets }) => {
      const market = markets.find((m) => m.id === marketId && m.specifier === specifier);
      if (match && market) pickSelection(buildSelection(match, market, pick.outcome));
    })
    .catch((error: unknown) => slipHost().reportError(error));
}

// ---------------------------------------------------------------------------------------------------------------
// Slip actions.

export const removeSelection = (id: string) => dispatch({ type: 'SELECTION_REMOVED', selectionId: id });
export const clearSlip = () => dispatch({ type: 'CLEARED' });
export const changeBetType = (betType: BetType) => dispatch({ type: 'BET_TYPE_CHANGED', betType });
export const changeSystemType = (systemType: SystemType) =>
  dispatch({ type: 'SYSTEM_TYPE_CHANGED', systemType });
export const changeStake = (betIndex: number | 'all', stake: Money, source: 'user' | 'preset' = 'user') =>
  dispatch({ type: 'STAKE_CHANGED', betIndex, stake, source });
/** The bonuses that fit bet `betIndex` (POST /api/v2/bonuses); the slip auto-chooses among them (domain). */
export const updateBonuses = (betIndex: number, availableBonuses: SlipBonus[]) =>
  dispatch({ type: 'BONUSES_UPDATED', betIndex, availableBonuses });
/** The jackpots bet `betIndex` would take part in (POST /api/v2/jackpots): its ticket entry's `jackpots`. */
export const updateJackpots = (betIndex: number, jackpots: string[]) =>
  dispatch({ type: 'JACKPOTS_UPDATED', betIndex, jackpots });
/** The bettor picks a bonus for bet `betIndex`, or none. */
export const selectBonus = (betIndex: number, bonus: SlipBonus | null) =>
  dispatch({ type: 'BONUS_SELECTED', betIndex, bonus });
export const acceptOddsChanges = () => dispatch({ type: 'ODDS_CHANGES_ACCEPTED' });
export const dismissResult = () => dispatch({ type: 'RESULT_DISMISSED' });

/** "Done" on the success view: back to an empty slip, and the panel (a sheet on small screens) closes. */
export function finishPlacing(): void {
  dispatch({ type: 'RESULT_DISMISSED' });
  if (get().ticket.selectedOutcomeIds.length === 0) setPanelOpen(false);
}

/** The place button: the machine decides (sign-in prompt, blockers, or the request). */
export function placeBets(): TicketEffect[] {
  return dispatch({ type: 'PLACE_REQUESTED', isLoggedIn: slipHost().isLoggedIn, deviceId: deviceId() });
}

/** "Keep selections" after a success: the placed bets come back as new bets, their prices refreshed. */
export function keepSelections(): void {
  const bets = get().ticket.receipt.map((bet) => ({ ...bet, betId: null, status: null, isVip: false }));
  dispatch({ type: 'RESULT_DISMISSED' });
  dispatch({ type: 'RESTORE_STARTED', bets });
}

/** A custom bet (bet builder) replaces the slip. */
export function setCustomBet(selections: TicketSelection[], customOdds: DecimalOdds, stake?: Money): void {
  dispatch({ type: 'CUSTOM_BET_SET', selections, customOdds });
  if (stake !== undefined && stake > 0) changeStake(0, stake);
}

/**
 * A custom bet whose price the server no longer takes (code 120): ask for today's price and put the bet back
 * with it and its stake. False when the legs cannot be priced together any more.
 */
export async function requoteCustomBet(): Promise<boolean> {
  const bet = get().ticket.bets[0];
  if (bet?.betType !== 'custom_bet') return false;
  const odds = await quoteCustomOdds(slipHost().locale, bet.selections);
  if (odds === null) return false;
  setCustomBet(bet.selections, odds, bet.stake);
  return true;
}

/** The custom-bet ticket modal's answer: replace the custom bet with the held selection, or keep it. */
function resolveCustomBetConflict(replace: boolean): void {
  const selection = get().customBetConflict;
  set({ customBetConflict: null });
  if (!replace || !selection) return;
  dispatch({ type: 'CLEARED' });
  dispatch({ type: 'SELECTION_TOGGLED', selection });
}

/** A placed bet's new status from `bet_changed`, when the slip showed that bet. */
export function updateBetStatus(betId: string, status: BetState): void {
  const { ticket, quickBet, betStatuses } = get();
  const known = ticket.placedBets.some((b) => b.betId === betId) || quickBet.placed?.betId === betId;
  if (known && betStatuses[betId] !== status) set({ betStatuses: { ...betStatuses, [betId]: status } });
}

// ---------------------------------------------------------------------------------------------------------------
// Quick bet.

export const setQuickBetEnabled = (enabled: boolean) => dispatchQuick({ type: 'TOGGLED', enabled });
export const setQuickBetStake = (stake: Money) => dispatchQuick({ type: 'STAKE_CHANGED', stake });

/**
 * Approves the stake; with an open dialog, the held selection is then placed. The slip's "approve your stake
 * first" notice from a pick before approval has then been answered, and goes.
 */
export function approveQuickBet(): void {
  const effects = dispatchQuick({ type: 'APPROVED' });
  if (effects.some((e) => e.type === 'REFUSED')) return;
  if (get().notice?.reason === 'not_approved') set({ notice: null });
  const target = get().quickBetTarget;
  if (target) pickSelection(target);
}

export function closeQuickBet(): void {
  set({ quickBetTarget: null });
  if (get().quickBet.state !== 'processing') dispatchQuick({ type: 'RESULT_DISMISSED' });
}

// ---------------------------------------------------------------------------------------------------------------
// Settings, currency, balance (kept in step by slip-sync.tsx).

/** New slip settings from the site settings; nothing happens when they are the same. */
export function syncTicketConfig(patch: Partial<Omit<TicketConfig, 'currency' | 'subunits'>>): void {
  const { config } = get().ticket;
  const changed = (Object.keys(patch) as (keyof typeof patch)[]).some(
    (key) => JSON.stringify(patch[key]) !== JSON.stringify(config[key]),
  );
  if (changed) dispatch({ type: 'SETTINGS_CHANGED', config: patch });
}

/** The player's currency: stakes are zeroed when it really changes (spec §4). */
export function syncCurrency(currency: string, subunits: number): void {
  const { ticket, quickBet } = get();
  if (ticket.config.currency !== currency || ticket.config.subunits !== subunits)
    dispatch({ type: 'CURRENCY_CHANGED', currency, subunits });
  if (quickBet.currency !== currency || quickBet.subunits !== subunits)
    dispatchQuick({ type: 'CURRENCY_CHANGED', currency, subunits });
}

export const syncBalance = (balance: Money) => dispatchQuick({ type: 'BALANCE_CHANGED', balance });

// ---------------------------------------------------------------------------------------------------------------
// Restoring and sharing.

/**
 * Puts shared bets (a share code's, or bets to repeat) in the slip, replacing what is there; their prices are
 * then refreshed like a restore. No bet left: the "try another bet" message.
 */
async function addSharedBets(bets: readonly SharedBet[]): Promise<void> {
  set({ loadingShared: true });
  try {
    const entries = await sharedToEntries(slipHost().queryClient, slipHost().locale, bets);
    dispatch({ type: 'SHARED_BETS_LOADED', bets: entries, conversion: null });
  } catch (error) {
    dispatch({ type: 'SHARE_FAILED', notFound: false, error });
  } finally {
    set({ loadingShared: false });
  }
}

/** Applies a share code from a link: its bets into the slip, or the not-found / try-later message. */
export async function applyShareCode(code: string): Promise<void> {
  set({ loadingShared: true });
  let shared: SharedBet[];
  try {
    shared = await readShareCode(slipHost().locale, code);
  } catch (error) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    dispatch({ type: 'SHARE_FAILED', notFound, error });
    set({ loadingShared: false });
    return;
  }
  await addSharedBets(shared);
}

/** Reads session storage into the slip (once, on load): panel, quick bet, the success view, then the bets. */
export function restoreFromStorage(): void {
  const stored = loadStoredSlip();
  const state = get();
  const patch: Partial<SlipStoreState> = {};
  if (stored.panel) patch.panel = stored.panel;
  if (stored.quickBet) {
    const quickBet = { ...state.quickBet, ...stored.quickBet };
    patch.quickBet = quickBet;
    patch.selected = selectedOf(state.ticket, quickBet);
  }
  const success = stored.ticket?.ticketState === 'success' && stored.ticket.receipt.length > 0;
  if (success && stored.ticket)
    patch.ticket = {
      ...state.ticket,
      ticketState: 'success',
      receipt: stored.ticket.receipt,
      placedBets: stored.ticket.placedBets,
    };
  set(patch);
  const first = stored.bets?.[0];
  if (!stored.bets || !first) return;
  // The stored stakes are in the currency they were typed in: the slip takes it until the session says
  // otherwise, so a reload does not zero them for a player whose currency is not the default one.
  const { config, bets } = get().ticket;
  if (bets.length === 0 && (config.currency !== first.currency || config.subunits !== first.subunits))
    dispatch({ type: 'CURRENCY_CHANGED', currency: first.currency, subunits: first.subunits });
  dispatch({ type: 'RESTORE_STARTED', bets: stored.bets });
}

function snapshotOf(s: SlipStoreState): SlipSnapshot {
  return {
    bets: s.ticket.bets,
    panel: s.panel,
    quickBet: s.quickBet,
    ticketState: s.ticket.ticketState,
    receipt: s.ticket.receipt,
    placedBets: s.ticket.placedBets,
  };
}

/**
 * Keeps session storage in step with the slip from now on; returns the function that stops it (writing what is
 * still pending). The first write is at once; later changes are written together when the browser is idle, so a
 * pick's click does not wait for JSON and storage, and when the page is hidden or left, so none is lost.
 */
export function persistSlip(): () => void {
  let written: SlipSnapshot | null = null;
  let latest = snapshotOf(get());
  let cancel: (() => void) | null = null;
  const write = () => {
    cancel?.();
    cancel = null;
    saveSlip(latest, written);
    written = latest;
  };
  const flush = () => {
    if (cancel) write();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  write();
  const unsubscribe = useSlipStore.subscribe((state) => {
    latest = snapshotOf(state);
    cancel ??= whenIdle(write, 1000);
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    flush();
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The actions the store hands over to the engine (see slip-store.ts). */
export const slipActions: SlipActions = {
  toggleSelection,
  setQuickBetEnabled,
  setQuickBetStake,
  approveQuickBet,
  resolveCustomBetConflict,
  setCustomBet,
  applyShareCode: (code) => void applyShareCode(code),
};

/**
 * Starts the slip on a page: the stored slip comes back, session storage follows every change from now on, and
 * the actions made before the engine was there run. Returns the function that stops the persistence.
 */
export function startSlip(): () => void {
  restoreFromStorage();
  const stop = persistSlip();
  slipEngineStarted(slipActions);
  return stop;
}
