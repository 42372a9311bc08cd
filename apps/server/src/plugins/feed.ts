/**
 * The `feed` plugin: runs the feed simulator on the instance that leads it (src/feed-leader: a PostgreSQL
 * advisory lock among instances; on PGlite this one process). On becoming leader it writes the feed's world into
 * the catalogue (inserting into an empty catalogue, overwriting otherwise), then every ~250 ms advances it to the
 * wall clock, applies the events in one transaction, stamps the heartbeat, and queues what changed for
 * `app.realtime` (a background queue with a short timeout: a broker outage delays publications, it does not stop
 * the ticks). A tick starts only after the previous one finished, so a slow database makes ticks rarer, never
 * concurrent; losing leadership stops the ticks before another instance can start its own. Decorates the app with
 * `feed` (the simulator, for the plugins that price from it: `feedLeadership.leading()` is the feed only while
 * it ticks here), `feedLeadership`, and `feedListeners`: functions other plugins add to hear each tick's events
 * once they are committed (settlement on match_settled, cashout offers on market moves); they run in order.
 */
import fp from 'fastify-plugin';
import { type CatalogueChanges, publicationsOf } from '../catalogue/index.js';
import type { Feed, FeedEvent } from '../feed/index.js';
import { createFeedLeadership, type FeedLeadership } from '../feed-leader/leadership.js';
import { PublicationQueue } from '../realtime/publication-queue.js';

/** Hears one committed tick: its events and what they changed in the catalogue. */
type FeedListener = (events: readonly FeedEvent[], changes: CatalogueChanges) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulator this instance holds; it moves only while this instance leads. */
    feed: Feed;
    feedLeadership: FeedLeadership & {
      /** The feed while this instance leads (and ticks it), else undefined. */
      leading(): Feed | undefined;
      /** Publications of committed ticks waiting for the broker. */
      publicationsQueued(): number;
    };
    feedListeners: FeedListener[];
  }
}

/** Options of the feed plugin. */
interface FeedPluginOptions {
  /** Creates the feed: once when the plugin registers, again on taking over after a long time following. */
  create: () => Feed;
  /** Pause between the end of one tick and the start of the next; 250 by default. */
  intervalMs?: number;
  /** The wall clock; Date.now by default. */
  now?: () => number;
  /** How often a follower tries to take the lead; 1000 by default. */
  leaderPollMs?: number;
  /** Bets are refused while the last tick is older than this; 10000 by default. */
  staleMs?: number;
}

/** A feed created this long before it first leads, or out of the lead this long, is made anew (not fast-forwarded). */
const FRESH_FEED_MS = 30_000;

export default fp<FeedPluginOptions>(
  async (app, options) => {
    let feed = options.create();
    let createdAt = Date.now();
    let leftAt: number | null = null;
    const interval = options.intervalMs ?? 250;
    const now = options.now ?? Date.now;
    app.decorate('feed', {
      getter: () => feed,
    });
    const listeners: FeedListener[] = [];
    app.decorate('feedListeners', listeners);
    const publications = new PublicationQueue(
      (channel, data) =>
        app.hasDecorator('realtime') ? app.realtime.publish(channel, data) : Promise.resolve(),
      {
        timeoutMs: 2000,
        maxQueued: 100_000,
        retryMs: 250,
        maxRetryMs: 5000,
        onError: (error) => {
          if (app.hasDecorator('metrics')) app.metrics.feedPublishFailures.inc();
          app.log.warn({ err: error, queued: publications.size }, 'feed publication failed; retrying');
        },
      },
    );

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let ticking = false;
    let closing = false;

    const tick = async () => {
      const events = feed.tick(now());
      if (events.length > 0) {
        const changes = await app.catalogue.applyFeedEvents(events);
        if (changes.skipped > 0)
          app.log.warn({ skipped: changes.skipped }, 'feed events about unknown matches');
        if (app.hasDecorator('metrics'))
          for (const event of events) app.metrics.feedEvents.inc({ type: event.type });
        // Committed: the heartbeat first (prices are current), then the publications leave in the background.
        await leadership.ticked(Date.now());
        if (app.hasDecorator('realtime'))
          for (const { channel, data } of publicationsOf(changes)) publications.push(channel, data);
        for (const listener of listeners) {
          await listener(events, changes).catch((error: unknown) =>
            app.log.error({ err: error }, 'feed listener failed'),
          );
        }
      } else {
        await leadership.ticked(Date.now());
      }
    };

    const schedule = () => {
      if (!ticking) return;
      timer = setTimeout(() => {
        running = tick()
          .catch((error: unknown) => app.log.error({ err: error }, 'feed tick failed'))
          .finally(() => {
            running = null;
            schedule();
          });
      }, interval);
    };
    const stopTicking = async () => {
      ticking = false;
      clearTimeout(timer);
      await running;
    };

    /** Leading from now: a fresh world when this one is stale, written to the catalogue, then ticks. */
    const lead = async () => {
      await running;
      const since = leftAt ?? createdAt;
      if (Date.now() - since > FRESH_FEED_MS) {
        feed = options.create();
        createdAt = Date.now();
      }
      const overwrite = !(await app.catalogue.isEmpty());
      const loaded = await app.catalogue.loadWorld(feed.world, { overwrite });
      app.log.info({ ...loaded, overwrite, instance: leadership.instance }, 'feed leader: world loaded');
      if (!leadership.isLeader()) return;
      await leadership.ticked(Date.now());
      ticking = true;
      schedule();
    };

    const leadership = createFeedLeadership({
      database: app.database,
      pollMs: options.leaderPollMs ?? 1000,
      staleMs: options.staleMs ?? 10_000,
      onAcquired: () => {
        app.log.info({ instance: leadership.instance }, 'feed leader: acquired');
        running = lead().catch((error: unknown) => {
          app.log.error({ err: error }, 'feed leader: loading the world failed');
        });
      },
      onLost: () => {
        // Expected when this instance closes; otherwise its lock session died (database restart, network).
        if (closing) app.log.info({ instance: leadership.instance }, 'feed leader: handed over');
        else app.log.warn({ instance: leadership.instance }, 'feed leader: lost');
        leftAt = Date.now();
        void stopTicking();
      },
      onError: (error) => app.log.debug({ err: error }, 'feed leader: lock session error'),
    });
    app.decorate('feedLeadership', {
      ...leadership,
      leading: () => (leadership.isLeader() ? feed : undefined),
      publicationsQueued: () => publications.size,
    });

    app.addHook('onReady', async () => {
      // The first try is awaited: a lone instance (and PGlite's one process) has its world loaded before it answers.
      await leadership.start();
      await running;
    });
    app.addHook('preClose', async () => {
      closing = true;
      await stopTicking();
      await leadership.stop();
      await publications.close();
    });
  },
  { name: 'feed', dependencies: ['catalogue'] },
);
