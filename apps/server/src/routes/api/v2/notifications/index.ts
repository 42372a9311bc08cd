/** The notification calls (spec platform §7), registered under /api/v2 by api/v2/index.ts. */
import type { FastifyPluginAsync } from 'fastify';
import countNotifications from './count-notifications.js';
import listNotifications from './list-notifications.js';
import readAllNotifications from './read-all-notifications.js';
import readNotifications from './read-notifications.js';

const routes = [listNotifications, countNotifications, readNotifications, readAllNotifications];

const notificationRoutes: FastifyPluginAsync = async (app) => {
  for (const route of routes) await app.register(route);
};

export default notificationRoutes;
