'use client';
/**
 * Statistics and video of a match. Statistics open in a new tab (the provider's page); a live match with video gets a
 * "Watch" toggle that loads the stream player in a frame only when asked, in the page language when offered.
 */
import type { Match } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { catalogueQueries } from '@/lib/queries/catalogue';
import styles from './match-media.module.css';
import { matchMediaQueries } from './match-queries';

function StatisticsLink({ matchId }: { matchId: number }) {
  const t = useTranslations('match.media');
  const locale = useLocale();
  const { data } = useQuery(matchMediaQueries.statistics(locale, matchId));
  if (!data) return null;
  return (
    <Button asChild variant="secondary" size="sm">
      <a href={data.url} target="_blank" rel="noopener noreferrer">
        {t('statistics')}
        <VisuallyHidden>{` (${t('newTab')})`}</VisuallyHidden>
      </a>
    </Button>
  );
}

function StreamFrame({ match, id }: { match: Match; id: string }) {
  const t = useTranslations('match.media');
  const locale = useLocale();
  const query = useQuery(matchMediaQueries.streams(locale, match.id));
  if (query.isPending) return <Spinner label={t('streamLoading')} />;
  const streams = query.data?.data ?? [];
  const stream = streams.find((s) => s.language_code === locale) ?? streams[0];
  if (!stream) return <p className={styles.note}>{t('streamUnavailable')}</p>;
  return (
    <div id={id} className={styles.frame}>
      <iframe src={stream.link} title={t('streamTitle', { name: match.name })} allow="autoplay; fullscreen" />
    </div>
  );
}

export function MatchMedia({ match }: { match: Match }) {
  const t = useTranslations('match.media');
  const locale = useLocale();
  const frameId = useId();
  const [watching, setWatching] = useState(false);
  const { data: videoEnabled } = useQuery({
    ...catalogueQueries.settings(locale),
    select: (settings) => settings.video_settings.enabled,
  });
  // Only a match in play has a stream: before kick-off the player would be a black box.
  const canWatch = match.has_video && match.isLive && videoEnabled !== false;
  if (!canWatch && !match.is_provider_stats_available) return null;
  return (
    <div className={styles.media}>
      <div className={styles.actions}>
        {canWatch && (
          <Button
            variant={watching ? 'primary' : 'secondary'}
            size="sm"
            aria-expanded={watching}
            aria-controls={frameId}
            onClick={() => setWatching(!watching)}
          >
            {watching ? t('hideStream') : t('watch')}
          </Button>
        )}
        {match.is_provider_stats_available && <StatisticsLink matchId={match.id} />}
      </div>
      {canWatch && watching && <StreamFrame match={match} id={frameId} />}
    </div>
  );
}
