/**
 * Turns what a tick changed into realtime publications: each match event goes to match:{id} and to every
 * public:{locale}; provider switches go to the public channels. Payloads are the contract's event data and
 * carry no names, so the same payload serves every locale.
 */
import {
  type CatalogueEvent,
  LOCALES,
  type MatchLiveState,
  matchChannel,
  publicChannel,
} from '@sportsbook/contract';
import type { DecimalOdds } from '@sportsbook/domain';
import type { FeedMarket, FeedMatch } from '../feed/types.js';
import type { CatalogueChanges } from './apply-feed-events.js';
import { toOddsUnits } from './feed-rows.js';
import { isFinishedStatus, isLiveStatus } from './match-status.js';

/** One message for the realtime hub. */
export interface Publication {
  channel: string;
  data: CatalogueEvent;
}

const PUBLIC_CHANNELS = [...new Set(LOCALES.map(publicChannel))];

/** The live fields of a feed match as a `match_changed` event carries them. */
function liveStateOf(m: FeedMatch): MatchLiveState {
  return {
    status: m.status,
    isLive: isLiveStatus(m.status),
    isFinished: isFinishedStatus(m.status),
    stage: m.stage,
    start_time: new Date(m.startTime).toISOString(),
    clock: m.clock,
    total_score: m.totalScore,
    game_score: m.gameScore,
    current_server: m.currentServer,
    period_score: m.periodScores,
    max_period_number: m.maxPeriodNumber,
    has_video: m.hasVideo,
  };
}

const oddsOf = (odds: number) => (toOddsUnits(odds) / 1000) as DecimalOdds;

function marketUpdate(market: FeedMarket, version: number) {
  return {
    id: market.marketId,
    specifier: market.specifier,
    status: market.status,
    version,
    outcomes: market.outcomes.map((o) => ({ id: o.id, active: o.active, odds: oddsOf(o.odds) })),
  };
}

/** The publications of one tick's changes, in the order to send them. */
export function publicationsOf(changes: CatalogueChanges): Publication[] {
  const out: Publication[] = [];
  const toMatch = (matchId: number, data: CatalogueEvent) => {
    for (const channel of [matchChannel(matchId), ...PUBLIC_CHANNELS]) out.push({ channel, data });
  };
  for (const { matchId, status } of changes.statuses) {
    toMatch(matchId, {
      type: 'match_status_changed',
      data: { match_id: matchId, status, isLive: isLiveStatus(status), isFinished: isFinishedStatus(status) },
    });
  }
  for (const { match, version } of changes.matches) {
    toMatch(match.id, {
      type: 'match_changed',
      data: { match_id: match.id, version, match: liveStateOf(match) },
    });
  }
  for (const { matchId, markets } of changes.markets) {
    const updates = markets.map(({ market, version }) => marketUpdate(market, version));
    toMatch(matchId, { type: 'markets_changed', data: { match_id: matchId, markets: updates } });
  }
  // A switch goes to every open match of the provider too: a match page listens to its own channel only.
  for (const { provider, enabled, matchIds } of changes.providers) {
    const data: CatalogueEvent = { type: 'provider_status_changed', data: { provider, enabled } };
    for (const channel of PUBLIC_CHANNELS) out.push({ channel, data });
    for (const matchId of matchIds) out.push({ channel: matchChannel(matchId), data });
  }
  return out;
}
