/**
 * The bet slip's store: Zustand holding the domain's ticket state, quick bet and panel. This module is in every
 * page's first load, so it holds only what a page needs before the bettor changes the slip: the state (an empty
 * slip until the stored one is restored), which outcomes are picked (`usePickState`), the count, the panel, and
 * the host that effects run with.
 *
 * Changing the slip is the engine's work (slip-engine.ts: the domain's `transition` and `quickBetTransition`,
 * and the effects they return). SlipController loads it as soon as the page has hydrated. The actions a page
 * offers on its own (a pick, the quick-bet switch, stake and approval, the custom-bet conflict's answer, a
 * bet-builder bet) are stable functions here, which hand over to the engine once it has started, that is once
 * the stored slip is back: an earlier call waits for it and then runs, in order, so a restore cannot overwrite
 * a pick.
 */
import type {
  BetState,
  DecimalOdds,
  Money,
  PlaceBlocker,
  QuickBetState,
  RefusalReason,
  SlipPanelState,
  SlipPanelTab,
  TicketConfig,
  TicketSelection,
  TicketState,
} from '@sportsbook/domain';
import {
  createQuickBetState,
  createTicketState,
  INITIAL_SLIP_PANEL,
  selectionId,
  slipPanelTransition,
} from '@sportsbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { OddsPick } from '@/catalogue/odds/odds-button';
import type { OddsSelection, PickState } from '@/catalogue/odds/selectable-odds-button';

/** A refusal or note the slip announces in its live region; `seq` makes a repeat a new announcement. */
interface SlipNotice {
  reason: RefusalReason;
  blockers: PlaceBlocker[];
  seq: number;
}

export interface SlipStoreState {
  ticket: TicketState;
  quickBet: QuickBetState;
  panel: SlipPanelState;
  /** Ids of the outcomes shown as picked: the slip's, and the quick bet's while it places. */
  selected: ReadonlySet<string>;
  /** A normal selection held back because the slip holds a custom bet (the custom-bet ticket modal). */
  customBetConflict: TicketSelection | null;
  /** The share-bet modal's message key (link not found, try another bet, try later). */
  shareNotice: string | null;
  /** Shared bets are being fetched. */
  loadingShared: boolean;
  notice: SlipNotice | null;
  /** The selection the quick-bet dialog is about; null when it is closed. */
  quickBetTarget: TicketSelection | null;
  /** Live status of placed bets (a live bet is `submitted`, then accepted or rejected on `$user:{id}`). */
  betStatuses: Readonly<Record<string, BetState>>;
}

/** The slip's settings until the site settings and the session are known. */
const DEFAULT_TICKET_CONFIG: TicketConfig = {
  oddsAcceptance: 'none',
  multiSingleByProvider: {},
  currency: 'EUR',
  subunits: 100,
  customBetAllowSingle: false,
};

/** The ids shown as picked: the slip's selections and the quick bet's. */
export function selectedOf(ticket: TicketState, quickBet: QuickBetState): ReadonlySet<string> {
  return new Set([...ticket.selectedOutcomeIds, ...quickBet.selectedOutcomeIds]);
}

/** A fresh store state (the server render and tests start from it). */
function initialSlipState(config: TicketConfig = DEFAULT_TICKET_CONFIG): SlipStoreState {
  const ticket = createTicketState(config);
  const quickBet = createQuickBetState(config.currency, config.subunits);
  return {
    ticket,
    quickBet,
    panel: INITIAL_SLIP_PANEL,
    selected: selectedOf(ticket, quickBet),
    customBetConflict: null,
    shareNotice: null,
    loadingShared: false,
    notice: null,
    quickBetTarget: null,
    betStatuses: {},
  };
}

export const useSlipStore = create<SlipStoreState>(() => initialSlipState());

const get = () => useSlipStore.getState();
const set = (patch: Partial<SlipStoreState>) => useSlipStore.setState(patch);

// ---------------------------------------------------------------------------------------------------------------
// The host: what effects need from the React side.

export interface SlipHost {
  locale: string;
  isLoggedIn: boolean;
  queryClient: QueryClient | null;
  /** Tells the bettor about a failure the slip has no place for (no answer, a server error, a restore failure). */
  reportError: (error: unknown) => void;
  /** Pause before the automatic retry of a place request that got no answer (place-bets.ts has the default). */
  retryDelayMs?: number;
}

let host: SlipHost = {
  locale: 'en',
  isLoggedIn: false,
  queryClient: null,
  reportError: (error) => console.error('[betslip]', error),
};

/** Updates what the slip's effects run with; SlipController calls it as the session and locale change. */
export function configureSlipHost(patch: Partial<SlipHost>): void {
  host = { ...host, ...patch };
}

/** What the slip's effects run with now. */
export const slipHost = (): SlipHost => host;

// ---------------------------------------------------------------------------------------------------------------
// Reading.

/**
 * Whether the outcome is in the slip (or being placed as a quick bet), and whether it was picked last; re-renders
 * only when that answer changes.
 */
function usePickState(matchId: number, marketId: number, specifier: string, outcomeId: string): PickState {
  const id = selectionId({ matchId, marketId, specifier, outcomeId });
  return useSlipStore((s) => {
    if (!s.selected.has(id)) return 'none';
    const ids = s.ticket.selectedOutcomeIds;
    return ids[ids.length - 1] === id ? 'last' : 'picked';
  });
}

/** The number of selections in the slip (badges). */
export function useSlipCount(): number {
  return useSlipStore((s) => s.ticket.selectedOutcomeIds.length);
}

// ---------------------------------------------------------------------------------------------------------------
// Actions the engine carries out.

/** The engine's actions a page offers before the engine has loaded (slip-engine.ts implements them). */
export interface SlipActions {
  toggleSelection: (pick: OddsPick) => void;
  setQuickBetEnabled: (enabled: boolean) => void;
  setQuickBetStake: (stake: Money) => void;
  approveQuickBet: () => void;
  resolveCustomBetConflict: (replace: boolean) => void;
  setCustomBet: (selections: TicketSelection[], customOdds: DecimalOdds, stake?: Money) => void;
  /** The bets of a share code into the slip (the `?betCode=` link, or a host page's apply_bet_code). */
  applyShareCode: (code: string) => void;
}

let engine: SlipActions | null = null;
let waiting: ((actions: SlipActions) => void)[] = [];
/** Why the engine will not come (its script failed to load): set once, for the life of the page. */
let failure: SlipEngineError | null = null;

/** The slip's engine could not be loaded; a page holding the failed script cannot load it again. */
export class SlipEngineError extends Error {
  constructor(cause: unknown) {
    super('the bet slip could not be loaded', { cause });
    this.name = 'SlipEngineError';
  }
}

/** The engine has started (the stored slip is back): calls made until now run, in their order, and later ones at once. */
export function slipEngineStarted(actions: SlipActions): void {
  engine = actions;
  failure = null;
  const calls = waiting;
  waiting = [];
  for (const call of calls) call(actions);
}

/**
 * The engine's script could not be loaded, and the page keeps that failure (the bundler does not fetch a failed
 * chunk again): the calls waiting for it are dropped (nothing was changed), and the bettor is told to reload,
 * then and at every later action, so that a pick that shows nothing does not pass for one that went in.
 */
export function slipEngineFailed(error: unknown): void {
  failure = new SlipEngineError(error);
  if (waiting.length === 0) return;
  waiting = [];
  host.reportError(failure);
}

function withEngine(call: (actions: SlipActions) => void): void {
  if (engine) call(engine);
  else if (failure) host.reportError(failure);
  else waiting.push(call);
}

/**
 * Adds the picked outcome to the slip, or removes it when it is already there; a quick bet when quick bet is
 * on. Stable: pass it as an odds button's `onSelect`.
 */
export const toggleSelection = (pick: OddsPick) => withEngine((e) => e.toggleSelection(pick));
export const setQuickBetEnabled = (enabled: boolean) => withEngine((e) => e.setQuickBetEnabled(enabled));
export const setQuickBetStake = (stake: Money) => withEngine((e) => e.setQuickBetStake(stake));
/** Approves the quick-bet stake; with an open dialog, the held selection is then placed. */
export const approveQuickBet = () => withEngine((e) => e.approveQuickBet());
/** The custom-bet ticket modal's answer: replace the custom bet with the held selection, or keep it. */
export const resolveCustomBetConflict = (replace: boolean) =>
  withEngine((e) => e.resolveCustomBetConflict(replace));
/** A custom bet (bet builder) replaces the slip. */
export const setCustomBet = (selections: TicketSelection[], customOdds: DecimalOdds, stake?: Money) =>
  withEngine((e) => e.setCustomBet(selections, customOdds, stake));

/** The bets of a share code into the slip (a host page's apply_bet_code). */
export const applyBetCode = (code: string) => withEngine((e) => e.applyShareCode(code));

export const dismissShareNotice = () => set({ shareNotice: null });

// ---------------------------------------------------------------------------------------------------------------
// Panel.

/** Opens or closes the panel (the sheet on narrow screens). */
export function setPanelOpen(open: boolean): void {
  const { panel } = get();
  if (panel.isOpen !== open) set({ panel: slipPanelTransition(panel, { type: 'TOGGLED' }) });
}

export function selectPanelTab(tab: SlipPanelTab, myBetsVisible = true): void {
  const { panel } = get();
  const next = slipPanelTransition(panel, { type: 'TAB_SELECTED', tab, myBetsVisible });
  if (next !== panel) set({ panel: next });
}

/** A route change closes the panel unless the sportsbook is embedded. */
export function panelRouteChanged(embedded: boolean): void {
  const { panel } = get();
  const next = slipPanelTransition(panel, { type: 'ROUTE_CHANGED', embedded });
  if (next !== panel) set({ panel: next });
}

/** Back to an empty store whose engine has not started; for tests. */
export function resetSlipStore(): void {
  useSlipStore.setState(initialSlipState(), true);
  engine = null;
  waiting = [];
  failure = null;
}

/** How long "go to bet slip" waits for the stake field (the slip's form or the phone's sheet may still load). */
const STAKE_WAIT_FRAMES = 120;

/** The slip on its own tab and open (a sheet on phones), then the focus on its first stake field once drawn. */
function goToSlip(): void {
  selectPanelTab('BET_SLIP');
  setPanelOpen(true);
  let frames = 0;
  const focusStake = () => {
    const stake = document.querySelector<HTMLElement>('[data-testid="slip-stake"]');
    if (stake && stake.offsetParent !== null) stake.focus();
    else if (++frames < STAKE_WAIT_FRAMES) requestAnimationFrame(focusStake);
  };
  requestAnimationFrame(focusStake);
}

/** The slip as the catalogue's odds buttons see it (`OddsSelectionProvider`): one object, stable for good. */
export const slipOddsSelection: OddsSelection = { usePickState, toggle: toggleSelection, goToSlip };
