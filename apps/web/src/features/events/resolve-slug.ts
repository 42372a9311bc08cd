/**
 * What /{sport}/{slug} names (server only). Category, league and match slugs share one URL segment and slugs
 * are unique per kind but not across kinds ("spain-laliga-2" is a league, "burgos-racing-24" a match), so the
 * API answers which it is (GET /api/v2/resolve) instead of the page guessing from the slug's shape.
 * `cache` shares one lookup between generateMetadata and the page of a request.
 */
import { cache } from 'react';
import { apiFetch, isApiError } from '@/lib/api';

export type ResolvedSlug = { kind: 'category' | 'tournament' | 'match'; id: number };

export const resolveSlug = cache(
  async (locale: string, sport: string, slug: string): Promise<ResolvedSlug | null> => {
    try {
      return await apiFetch<ResolvedSlug>('/api/v2/resolve', { locale, query: { sport, slug } });
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  },
);
