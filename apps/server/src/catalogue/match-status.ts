/** The two flags a match answer derives from its status. */
import { EventStatus } from '@sportsbook/domain';

/** A match is live when its status is live (spec §3). */
export const isLiveStatus = (status: EventStatus): boolean => status === EventStatus.live;

/** Finished or closed (results confirmed): the match is over. */
export const isFinishedStatus = (status: EventStatus): boolean =>
  status === EventStatus.finished || status === EventStatus.closed;
