// GET /player/phone - the player's phone verification
import { PhoneSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneView } from '../../../../players/phone.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/phone',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Phone number, its country, verification status and whether another code may be sent',
        response: { 200: PhoneSchema, ...errors(401) },
      },
    },
    async (request) => phoneView(app.db, playerOf(request).id),
  );
};

export default route;
