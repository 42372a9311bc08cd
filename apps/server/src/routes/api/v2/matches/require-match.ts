/** The match a `/matches/:id/...` route is about, or a 404 when the id names none. */
import type { Locale, Match } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../lib/api-error.js';

export async function requireMatch(app: FastifyInstance, locale: Locale, id: number): Promise<Match> {
  const match = await app.catalogue.getMatch(locale, id);
  if (!match) throw notFound('match', id);
  return match;
}
