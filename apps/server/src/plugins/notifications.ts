/**
 * The `notifications` plugin: decorates the app with `notifications` (src/notifications) and, every
 * `announceEveryMs`, announces what no caller announced (a limit that took effect on a read, a notification
 * whose process died before announcing it); once a minute before that it writes `bonus_expiring` for the bonuses
 * entering their last day (notifications/expiring-bonuses.ts).
 */
import fp from 'fastify-plugin';
import { notifyExpiringBonuses } from '../notifications/expiring-bonuses.js';
import { createNotifications, type Notifications } from '../notifications/service.js';

/** How often the bonus_expiring sweep runs. */
const EXPIRING_SWEEP_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/** Options of the notifications plugin. */
interface NotificationsPluginOptions {
  /** How often the sweep runs; 5 s by default. */
  announceEveryMs?: number;
}

export default fp<NotificationsPluginOptions>(
  async (app, options) => {
    const service = createNotifications(app);
    app.decorate('notifications', service);
    const every = options.announceEveryMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    let expiringSweptAt = 0;
    /** The bonuses entering their last day, once a minute, before announcing. */
    const sweepExpiring = async () => {
      if (Date.now() - expiringSweptAt < EXPIRING_SWEEP_MS) return;
      expiringSweptAt = Date.now();
      await notifyExpiringBonuses(app.db, new Date());
    };
    const tick = () => {
      timer = setTimeout(() => {
        running = sweepExpiring()
          .then(() => service.announce())
          .catch((error: unknown) => app.log.warn({ err: error }, 'notification sweep failed'))
          .finally(() => {
            if (timer) tick();
          });
      }, every);
      timer.unref();
    };
    app.addHook('onReady', async () => tick());
    app.addHook('preClose', async () => {
      clearTimeout(timer);
      timer = undefined;
      await running;
    });
  },
  { name: 'notifications', dependencies: ['db'] },
);
