/**
 * Favourites (spec core-betting §3, §7): GET /api/v2/favourites/:type lists the player's favourite ids of a type,
 * POST and DELETE /api/v2/favourites/:type/:id add and remove one.
 */
import { z } from 'zod';
import { queryBool, queryInt, queryStatusList } from '../common/query';

/** What can be a favourite. */
export const FAVOURITE_KINDS = ['matches', 'tournaments', 'sports', 'categories'] as const;
/** One of {@link FAVOURITE_KINDS}. */
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** The type in the path. */
export const FavouriteTypeParamSchema = z.object({ type: z.enum(FAVOURITE_KINDS) });
/** The type and id in the path. */
export const FavouriteParamsSchema = z.object({ type: z.enum(FAVOURITE_KINDS), id: queryInt(1) });

/** GET /favourites/:type query: for matches, only those in these statuses, or only (not) bettable ones. */
export const FavouritesQuerySchema = z.object({
  matchStatus: queryStatusList.optional().describe('Matches only: statuses as numbers or names'),
  isBettable: queryBool.optional().describe('Matches only: true keeps prematch and live, false the others'),
});

/** The favourite ids of one type, oldest first. */
export const FavouritesResponseSchema = z
  .object({ favoriteIds: z.array(z.number().int()) })
  .meta({ id: 'Favourites', description: 'Favourite ids of one type' });
/** See {@link FavouritesResponseSchema}. */
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;
