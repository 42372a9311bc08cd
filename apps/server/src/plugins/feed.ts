/**
 * The `feed` plugin: creates the feed simulator, writes its world into the catalogue when the app starts
 * (inserting into an empty catalogue, overwriting otherwise), then every ~250 ms advances it to the wall clock,
 * applies the events in one transaction and publishes what changed through `app.realtime` when that plugin is
 * registered. A tick starts only after the previous one finished, so a slow database makes ticks rarer, never
 * concurrent. Decorates the app with `feed` for the plugins that price from it (cashout, bet builder), and
 * with `feedListeners`: functions other plugins add to hear each tick's events once they are committed
 * (settlement on match_settled, cashout offers on market moves); they run in order, after the publications.
 */
import fp from 'fastify-plugin';
import { type CatalogueChanges, publicationsOf } from '../catalogue/index.js';
import type { Feed, FeedEvent } from '../feed/index.js';

/** Hears one committed tick: its events and what they changed in the catalogue. */
type FeedListener = (events: readonly FeedEvent[], changes: CatalogueChanges) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    feed: Feed;
    feedListeners: FeedListener[];
  }
}

/** Options of the feed plugin. */
interface FeedPluginOptions {
  /** Creates the feed; called once, when the plugin registers. */
  create: () => Feed;
  /** Pause between the end of one tick and the start of the next; 250 by default. */
  intervalMs?: number;
  /** The wall clock; Date.now by default. */
  now?: () => number;
}

export default fp<FeedPluginOptions>(
  async (app, options) => {
    const feed = options.create();
    const interval = options.intervalMs ?? 250;
    const now = options.now ?? Date.now;
    app.decorate('feed', feed);
    const listeners: FeedListener[] = [];
    app.decorate('feedListeners', listeners);

    const tick = async () => {
      const events = feed.tick(now());
      if (events.length === 0) return;
      const changes = await app.catalogue.applyFeedEvents(events);
      if (changes.skipped > 0)
        app.log.warn({ skipped: changes.skipped }, 'feed events about unknown matches');
      if (app.hasDecorator('realtime')) {
        // The tick is committed whatever happens here: one failed publication must not drop the others.
        let failed = 0;
        for (const { channel, data } of publicationsOf(changes)) {
          await app.realtime.publish(channel, data).catch(() => {
            failed += 1;
          });
        }
        if (failed > 0) app.log.warn({ failed }, 'feed publications failed');
      }
      for (const listener of listeners) {
        await listener(events, changes).catch((error: unknown) =>
          app.log.error({ err: error }, 'feed listener failed'),
        );
      }
    };

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let stopped = false;
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = tick()
          .catch((error: unknown) => app.log.error({ err: error }, 'feed tick failed'))
          .finally(() => {
            running = null;
            schedule();
          });
      }, interval);
    };

    app.addHook('onReady', async () => {
      const overwrite = !(await app.catalogue.isEmpty());
      const loaded = await app.catalogue.loadWorld(feed.world, { overwrite });
      app.log.info({ ...loaded, overwrite }, 'feed world loaded');
      schedule();
    });
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'feed', dependencies: ['catalogue'] },
);
