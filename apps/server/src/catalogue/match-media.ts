/**
 * Statistics and video of a match. There is no outside statistics or streaming service here, so the URLs
 * point at small pages this server renders (routes/api/v2/matches/*-page.ts); an operator swaps these two
 * functions for their provider's URLs.
 */
import { LOCALES, type Locale, type Match, type StreamLink } from '@sportsbook/contract';

/** Who serves the streams. */
const STREAM_PROVIDER = 'sportsbook-simulator';

/** The statistics page of a match, or null when the match has none. */
export function statisticsUrlOf(match: Match, locale: Locale): string | null {
  if (!match.is_provider_stats_available) return null;
  return `/api/v2/matches/${match.id}/statistics/page?lang=${encodeURIComponent(locale)}`;
}

/**
 * One stream per commentary language for a match with video while it is in play; none otherwise. A stream
 * exists only while the match is played: before kick-off a player would show a black box.
 */
export function streamsOf(match: Match): StreamLink[] {
  if (!match.has_video || !match.isLive) return [];
  return LOCALES.map((language) => ({
    link: `/api/v2/matches/${match.id}/video/player?lang=${encodeURIComponent(language)}`,
    provider: STREAM_PROVIDER,
    language_code: language,
  }));
}
