// GET /favourites/:type - the player's favourite ids of one type
import {
  ErrorBodySchema,
  FavouritesQuerySchema,
  FavouritesResponseSchema,
  FavouriteTypeParamSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFavourites } from '../../../../bets/preferences/favourites.js';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favourites/:type',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Favourite ids of one type (matches, tournaments, sports, categories), oldest first',
        params: FavouriteTypeParamSchema,
        querystring: FavouritesQuerySchema,
        response: { 200: FavouritesResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => ({
      favoriteIds: await listFavourites(app.db, signedIn(request).id, request.params.type, request.query),
    }),
  );
};

export default route;
