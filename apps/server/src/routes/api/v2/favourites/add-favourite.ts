// POST /favourites/:type/:id - add a favourite
import { ErrorBodySchema, FavouriteParamsSchema, FavouritesResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFavourite, listFavourites } from '../../../../bets/preferences/favourites.js';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/favourites/:type/:id',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Adds a favourite (again is fine); answers the favourite ids of its type',
        params: FavouriteParamsSchema,
        response: {
          200: FavouritesResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => {
      const { id: userId } = signedIn(request);
      await addFavourite(app.db, userId, request.params.type, request.params.id);
      return { favoriteIds: await listFavourites(app.db, userId, request.params.type) };
    },
  );
};

export default route;
