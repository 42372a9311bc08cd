// POST /bonuses/freebets/amb - issues the freebets of every bet-count range reached and not claimed
import { AmbClaimBodySchema, ErrorBodySchema, ProgrammeClaimSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';
import { announceProgrammes } from '../../../../programmes/publish.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/freebets/amb',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Claims an amb: the freebets of each range reached, each range once',
        description: '404 not_found: no such amb; 422 amb_nothing_to_claim: no range reached and unclaimed.',
        body: AmbClaimBodySchema,
        response: {
          200: ProgrammeClaimSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => {
      const issued = await app.programmes.claimAmb(signedIn(request).id, request.body.id);
      await announceProgrammes(app, { issued, pools: [] });
      return { issued: issued.map((b) => b.id), count: issued.length };
    },
  );
};

export default route;
