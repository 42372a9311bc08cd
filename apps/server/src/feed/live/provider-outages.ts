/**
 * Now and then a data provider drops out for a few seconds and comes back, as real feeds do; the server and
 * the front end must show its matches as unavailable meanwhile. One provider is out at a time.
 */
import type { Provider } from '@sportsbook/domain';
import type { Random } from '../random.js';
import type { FeedEvent, World } from '../types.js';

/** Mean time between outages: rare enough not to disturb a demo, frequent enough to be seen in an hour. */
const MEAN_GAP_MS = 25 * 60_000;

/** The outage schedule. */
export interface OutageClock {
  nextAt: number;
  /** The provider that is out, or null. */
  out: Provider | null;
}

/** The first outage after `time`. */
export function firstOutage(rng: Random, time: number): OutageClock {
  return { nextAt: time + rng.exponential(1 / MEAN_GAP_MS), out: null };
}

/** Runs outages and recoveries due by `until`. */
export function runOutages(
  clock: OutageClock,
  rng: Random,
  world: World,
  until: number,
  out: FeedEvent[],
): void {
  while (clock.nextAt <= until) {
    const statuses = world.providerStatuses;
    if (clock.out) {
      statuses[clock.out] = true;
      out.push({ type: 'provider_status_changed', provider: clock.out, enabled: true });
      clock.out = null;
      clock.nextAt += rng.exponential(1 / MEAN_GAP_MS);
    } else {
      const provider = rng.pick(Object.keys(statuses) as Provider[]);
      statuses[provider] = false;
      out.push({ type: 'provider_status_changed', provider, enabled: false });
      clock.out = provider;
      clock.nextAt += rng.range(3_000, 15_000);
    }
  }
}
