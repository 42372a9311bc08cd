'use client';
/**
 * The sports home: matches live now (scores and running clocks), the next matches to start, and the top
 * leagues with something to bet on; the jackpot card (features/jackpots) once the page has hydrated.
 */
import { useTranslations } from 'next-intl';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { LeagueLinks } from '@/catalogue/lists/league-links';
import { MatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { CalendarIcon, LiveIcon } from '@/components/ui/icons';
import { JackpotCard } from '@/features/jackpots';
import { paths } from '@/lib/routes';
import { HOME_LEAGUES, homeParams } from './home-params';

export function HomePage() {
  const t = useTranslations('events.home');
  useCatalogueUpdates();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <JackpotCard />
      <MatchesSection
        title={t('live')}
        icon={<LiveIcon />}
        params={homeParams.live}
        grouping="league"
        more={{ href: paths.live, label: t('allLive') }}
        empty={{ title: t('liveEmptyTitle'), description: t('liveEmptyDescription') }}
      />
      <MatchesSection
        title={t('upcoming')}
        icon={<CalendarIcon />}
        params={homeParams.upcoming}
        grouping="none"
        more={{ href: paths.schedule, label: t('schedule') }}
        empty={{ title: t('upcomingEmptyTitle'), description: t('upcomingEmptyDescription') }}
      />
      <LeagueLinks title={t('topLeagues')} limit={HOME_LEAGUES.limit} showSport {...HOME_LEAGUES.query} />
    </div>
  );
}
