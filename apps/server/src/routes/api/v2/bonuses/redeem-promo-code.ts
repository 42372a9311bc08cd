// POST /bonuses/promo-code - issues the bonus of a promo code
import { ErrorBodySchema, IssuedBonusAnswerSchema, PromoCodeBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

/** Tries per player (or address) and minute: enough for typos, too few to guess codes. */
const PROMO_CODE_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/promo-code',
    {
      config: {
        rateLimit: {
          ...PROMO_CODE_RATE_LIMIT,
          keyGenerator: (request) => (request.player ? `player:${request.player.id}` : request.ip),
        },
      },
      schema: {
        tags: ['bonuses'],
        summary: 'Redeems a promo code (any case): the bonus it issues',
        description:
          '404 promo_code_invalid: no such code running; 409 promo_code_used: the player has its bonus already; ' +
          '422 bonus_not_available: not for this player (country, verification, currency); 429 after 5 tries a minute.',
        body: PromoCodeBodySchema,
        response: {
          200: IssuedBonusAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => ({
      bonus: await app.bonuses.redeem(signedIn(request).id, request.locale, request.body.code),
    }),
  );
};

export default route;
