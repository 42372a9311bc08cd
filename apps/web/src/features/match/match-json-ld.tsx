/** The match as schema.org SportsEvent structured data, so search engines can show its teams and start. */
import type { Match } from '@sportsbook/contract';

const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function MatchJsonLd({ match, url }: { match: Match; url: string }) {
  const team = (c: Match['home']) => (c ? { '@type': 'SportsTeam', name: c.name } : undefined);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: match.name,
    startDate: match.start_time,
    url,
    sport: match.sport.name,
    eventStatus: 'https://schema.org/EventScheduled',
    ...(match.home && match.away ? { homeTeam: team(match.home), awayTeam: team(match.away) } : {}),
    ...(match.stadium
      ? { location: { '@type': 'Place', name: match.stadium, address: match.city ?? undefined } }
      : {}),
    superEvent: { '@type': 'SportsEvent', name: match.tournament.name },
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; safeJson escapes it
      dangerouslySetInnerHTML={{ __html: safeJson(data) }}
    />
  );
}
