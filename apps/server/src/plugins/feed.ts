/**
 * The `feed` plugin: runs the feed simulator on the instance that leads it (src/feed-leader: a PostgreSQL
 * advisory lock among instances; on PGlite this one process). On becoming leader it continues the world the
 * database holds (the last snapshot and the inputs since, replayed: src/feed-leader/feed-replica.ts), or, on a
 * database without one, writes a new world into the catalogue with its first snapshot. Then every ~250 ms it
 * advances the world to the wall clock, applies the events and records the tick's input in one transaction
 * (a snapshot every minute), stamps the heartbeat, and queues what changed for
 * `app.realtime` (a background queue with a short timeout: a broker outage delays publications, it does not stop
 * the ticks). A tick starts only after the previous one finished, so a slow database makes ticks rarer, never
 * concurrent; losing leadership stops the ticks before another instance can start its own; a tick that fails to
 * commit makes the leader rebuild its world from the database. A follower replays the leader's inputs every
 * `followMs`, so its copy of the world (its prices, the bet builder's) trails the leader by about that.
 * Decorates the app with `feed` (this instance's copy of the world; `feedLeadership.leading()` is the feed only
 * while it ticks here; `feedLeadership.control()` applies a development control from any instance, forwarded
 * to the leader through the database: src/feed-leader/feed-controls.ts),
 * `feedLeadership`, and `feedListeners`: functions other plugins add to hear each tick's events
 * once they are committed (settlement on match_settled, cashout offers on market moves); they run in order.
 */
import fp from 'fastify-plugin';
import { type CatalogueChanges, publicationsOf } from '../catalogue/index.js';
import type { FeedCommand, FeedInput } from '../db/schema/index.js';
import { type Feed, type FeedEvent, restoreFeed } from '../feed/index.js';
import {
  answerControls,
  applyControl,
  type ControlAnswer,
  dropAbandonedControls,
  forwardControl,
  waitingControls,
} from '../feed-leader/feed-controls.js';
import { appendInput, packWorld, saveWorld } from '../feed-leader/feed-journal.js';
import { createFeedReplica } from '../feed-leader/feed-replica.js';
import { createFeedLeadership, type FeedLeadership } from '../feed-leader/leadership.js';
import { PublicationQueue } from '../realtime/publication-queue.js';

/** Hears one committed tick: its events and what they changed in the catalogue. */
type FeedListener = (events: readonly FeedEvent[], changes: CatalogueChanges) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's copy of the world: ticked while it leads, replayed from the leader's inputs otherwise. */
    feed: Feed;
    feedLeadership: FeedLeadership & {
      /** The feed while this instance leads (and ticks it), else undefined. */
      leading(): Feed | undefined;
      /**
       * Applies a development control to the leader's feed, on any instance (a follower forwards it through the
       * database and waits for the leader's answer); null when no leader answered within a few seconds.
       */
      control(command: FeedCommand): Promise<ControlAnswer | null>;
      /**
       * The world as the database holds it, rebuilt here (the leader's own feed on the leader, a follower's
       * replay elsewhere), while it is no older than the stale bound; undefined otherwise. What prices from
       * the model (the bet builder, cashout) read, on any instance.
       */
      current(): Feed | undefined;
      /** Publications of committed ticks waiting for the broker. */
      publicationsQueued(): number;
    };
    feedListeners: FeedListener[];
  }
}

/** Options of the feed plugin. */
interface FeedPluginOptions {
  /** Creates a new world: used when the database holds none. */
  create: () => Feed;
  /** Rebuilds a world from its snapshot's text; restoreFeed by default. */
  restore?: (snapshot: string) => Feed | null;
  /** Pause between the end of one tick and the start of the next; 250 by default. */
  intervalMs?: number;
  /** The wall clock; Date.now by default. */
  now?: () => number;
  /** How often a follower tries to take the lead; 1000 by default. */
  leaderPollMs?: number;
  /** How often a follower replays the leader's new inputs; 1000 by default. */
  followMs?: number;
  /** Bets are refused while the last tick is older than this; 10000 by default. */
  staleMs?: number;
  /** How often the leader saves a snapshot of the world; 60000 by default. */
  snapshotEveryMs?: number;
}

/** A new world made (for a reader) this long before it is first loaded is made again rather than fast-forwarded. */
const FRESH_FEED_MS = 30_000;
/** A world the database last ticked longer ago than this is not continued: a new one replaces it. */
const RESUME_MAX_MS = 6 * 3_600_000;
/** A world behind the wall clock catches up by at most this much caller time per tick. */
const CATCH_UP_STEP_MS = 60_000;
/** A follower waits this long for the leader to answer a development control it forwarded. */
const CONTROL_TIMEOUT_MS = 5000;

export default fp<FeedPluginOptions>(
  async (app, options) => {
    /** A new world, made only when one is needed (the database holds none, or something reads the feed first). */
    let fresh: Feed | null = null;
    let createdAt = 0;
    const freshFeed = (): Feed => {
      if (!fresh) {
        fresh = options.create();
        createdAt = Date.now();
      }
      return fresh;
    };
    let leftAt: number | null = null;
    const interval = options.intervalMs ?? 250;
    const now = options.now ?? Date.now;
    const snapshotEveryMs = options.snapshotEveryMs ?? 60_000;
    const staleMs = options.staleMs ?? 10_000;
    const replica = createFeedReplica(app.db, options.restore ?? restoreFeed);
    const current = () => replica.feed ?? freshFeed();
    app.decorate('feed', { getter: current });
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
    /** Development controls applied since the last tick: recorded with the next tick's input. */
    let commands: FeedCommand[] = [];
    let snapshotAt = Date.now();
    let rebuild = false;

    const tick = async () => {
      if (rebuild) {
        // The last tick did not commit: the world in memory is ahead of the database's; take the database's.
        if (!(await replica.catchUp())) throw new Error('the database holds no feed world');
        rebuild = false;
      }
      const feed = replica.feed;
      if (!feed) return;
      const wall = now();
      // Controls other instances forwarded: applied before the tick, answered in its transaction.
      const answers = (await waitingControls(app.db, CONTROL_TIMEOUT_MS)).map(({ id, command }) => {
        const answer = applyControl(feed, command);
        if (answer === 'done') commands.push(command);
        return { id, answer };
      });
      const input: FeedInput = { now: Math.min(wall, replica.lastNow + CATCH_UP_STEP_MS) };
      if (commands.length > 0) input.commands = commands;
      commands = [];
      const seq = replica.seq + 1;
      const events = feed.tick(input.now);
      const packed = Date.now() - snapshotAt >= snapshotEveryMs ? await packWorld(feed.snapshot()) : null;
      let changes: CatalogueChanges;
      try {
        changes = await app.catalogue.applyFeedEvents(events, async (tx) => {
          await appendInput(tx, seq, input);
          await answerControls(tx, answers);
          if (packed) await saveWorld(tx, seq, packed);
        });
      } catch (error) {
        rebuild = true;
        replica.discard();
        throw error;
      }
      replica.adopt(feed, seq, input.now);
      if (packed) {
        snapshotAt = Date.now();
        await dropAbandonedControls(app.db, 60_000);
      }
      if (changes.skipped > 0)
        app.log.warn({ skipped: changes.skipped }, 'feed events about unknown matches');
      if (app.hasDecorator('metrics'))
        for (const event of events) app.metrics.feedEvents.inc({ type: event.type });
      // Committed: the heartbeat first (prices are current, unless still catching up), then the publications
      // leave in the background.
      if (input.now === wall) await leadership.ticked(Date.now());
      if (events.length === 0) return;
      if (app.hasDecorator('realtime'))
        for (const { channel, data } of publicationsOf(changes)) publications.push(channel, data);
      for (const listener of listeners) {
        await listener(events, changes).catch((error: unknown) =>
          app.log.error({ err: error }, 'feed listener failed'),
        );
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

    /** A new world, written to the catalogue with its first snapshot in one transaction. */
    const startWorld = async () => {
      if (fresh && Date.now() - Math.max(leftAt ?? 0, createdAt) > FRESH_FEED_MS) fresh = null;
      const feed = freshFeed();
      const seq = (await replica.lastSeq()) + 1;
      const packed = await packWorld(feed.snapshot());
      const overwrite = !(await app.catalogue.isEmpty());
      const loaded = await app.catalogue.loadWorld(feed.world, {
        overwrite,
        also: (tx) => saveWorld(tx, seq, packed),
      });
      replica.adopt(feed, seq, feed.clock);
      fresh = null;
      snapshotAt = Date.now();
      app.log.info({ ...loaded, overwrite, instance: leadership.instance }, 'feed leader: new world loaded');
    };

    /** Leading from now: the database's world brought up to its last tick (or a new one), then ticks. */
    const lead = async () => {
      const resumed = await replica.catchUp();
      const age = Date.now() - replica.lastNow;
      if (resumed && age <= RESUME_MAX_MS)
        app.log.info(
          { seq: replica.seq, behindMs: age, instance: leadership.instance },
          'feed leader: world resumed',
        );
      else await startWorld();
      if (!leadership.isLeader()) return;
      // Current from the first tick on, unless the world has more than one tick's step to catch up.
      if (now() - replica.lastNow <= CATCH_UP_STEP_MS) await leadership.ticked(Date.now());
      ticking = true;
      schedule();
    };

    /** A follower's copy of the world follows the leader's committed inputs. */
    let follower: NodeJS.Timeout | undefined;
    let following: Promise<unknown> | null = null;
    const follow = () => {
      follower = setTimeout(() => {
        following = (leadership.isLeader() || closing ? Promise.resolve() : replica.catchUp())
          .catch((error: unknown) => app.log.warn({ err: error }, 'feed follower: catching up failed'))
          .finally(() => {
            following = null;
            if (!closing) follow();
          });
      }, options.followMs ?? 1000);
    };

    const leadership = createFeedLeadership({
      database: app.database,
      pollMs: options.leaderPollMs ?? 1000,
      staleMs,
      onAcquired: () => {
        app.log.info({ instance: leadership.instance }, 'feed leader: acquired');
        // After a tick still running (a lost lead taken back) and a follower's catch-up.
        running = Promise.all([running, following])
          .then(lead)
          .catch((error: unknown) => {
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
    /**
     * A development control: applied here while this instance ticks the feed (recorded with the next tick's
     * input), else forwarded to the leader through the database; null when no leader answered in time.
     */
    const control = async (command: FeedCommand): Promise<ControlAnswer | null> => {
      const feed = leadership.isLeader() && ticking ? replica.feed : null;
      if (!feed) return forwardControl(app.db, command, { timeoutMs: CONTROL_TIMEOUT_MS, pollMs: 50 });
      const answer = applyControl(feed, command);
      if (answer === 'done') commands.push(command);
      return answer;
    };
    app.decorate('feedLeadership', {
      ...leadership,
      leading: () => (leadership.isLeader() && ticking ? (replica.feed ?? undefined) : undefined),
      control,
      current: () => (replica.feed && Date.now() - replica.lastNow <= staleMs ? replica.feed : undefined),
      publicationsQueued: () => publications.size,
    });

    app.addHook('onReady', async () => {
      // The first try is awaited: a lone instance (and PGlite's one process) has its world loaded before it answers.
      await leadership.start();
      await running;
      if (!leadership.isLeader()) await replica.catchUp().catch(() => false);
      follow();
    });
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(follower);
      await following;
      await stopTicking();
      await leadership.stop();
      await publications.close();
    });
  },
  { name: 'feed', dependencies: ['catalogue'] },
);
