'use client';
/**
 * The head of a match page: both sides with crests, the score (or the kick-off time before the start), the
 * stage and a clock that runs in the browser between feed updates, time left for countdown sports, announced
 * stoppage time, who serves (tennis, volleyball, table tennis), and the score of every period.
 */
import type { Match } from '@sportsbook/contract';
import { EventStatus } from '@sportsbook/domain';
import { useFormatter, useTranslations } from 'next-intl';
import { KickoffTime } from '@/catalogue/lists/kickoff-time';
import { TeamCrest } from '@/catalogue/lists/team-crest';
import { formatClockSeconds, readClock } from '@/catalogue/live/clock-reading';
import { LiveClock } from '@/catalogue/live/live-clock';
import { useNow } from '@/catalogue/live/use-now';
import { useStageText } from '@/catalogue/live/use-stage-text';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { PeriodScores } from './period-scores';
import styles from './scoreboard.module.css';

function Side({ match, side }: { match: Match; side: 'home' | 'away' }) {
  const t = useTranslations('match.scoreboard');
  const competitor = match[side];
  if (!competitor) return null;
  const serving = match.isLive && match.current_server === side;
  return (
    <div className={styles.side} data-side={side}>
      <TeamCrest competitor={competitor} size={48} />
      <span className={styles.name}>
        {competitor.name}
        {serving && (
          <span className={styles.serve} title={t('serving')}>
            <VisuallyHidden>{t('serving')}</VisuallyHidden>
          </span>
        )}
      </span>
    </div>
  );
}

/** Time left in the whole match for countdown sports, run forward like the clock. */
function MatchTimeLeft({ match }: { match: Match }) {
  const t = useTranslations('match.scoreboard');
  const now = useNow();
  const view = readClock(match.clock, now);
  // In the last period the time left in the match is the clock itself: no need to say it twice.
  if (view?.kind !== 'down' || view.matchSeconds === null || view.matchSeconds === view.seconds) return null;
  return (
    // Server and browser read the time a moment apart; the next tick settles the difference.
    <span className={styles.left} suppressHydrationWarning>
      {t('timeLeft', { time: formatClockSeconds(view.matchSeconds) })}
    </span>
  );
}

function Centre({ match }: { match: Match }) {
  const t = useTranslations('match.scoreboard');
  const stage = useStageText(match.stage);
  if (!match.isLive && !match.isFinished) {
    return (
      <div className={styles.centre}>
        {/* A match the feed stopped covering (it will not be played here): said above its kickoff time. */}
        {match.status === EventStatus.notCovered && <span>{t('notCovered')}</span>}
        <KickoffTime startTime={match.start_time} className={styles.kickoff} />
      </div>
    );
  }
  const score = match.total_score;
  return (
    <div className={styles.centre}>
      {match.isLive ? <span className={styles.live}>{t('live')}</span> : <span>{t('finished')}</span>}
      <output
        className={styles.score}
        aria-label={t('scoreLabel', { home: score?.home ?? 0, away: score?.away ?? 0 })}
      >
        {score ? `${score.home} : ${score.away}` : '– : –'}
      </output>
      {match.isLive && (
        <span className={styles.clockLine}>
          {stage && <span>{stage}</span>}
          <LiveClock clock={match.clock} stage={match.stage} className={styles.clock} />
        </span>
      )}
      {match.isLive && <MatchTimeLeft match={match} />}
    </div>
  );
}

/** `Heading`: h1 on the match page; h2 where the match is a part of another page (the CMS's match preview). */
export function Scoreboard({ match, Heading = 'h1' }: { match: Match; Heading?: 'h1' | 'h2' }) {
  const t = useTranslations('match.scoreboard');
  const format = useFormatter();
  if (!match.home || !match.away) {
    return (
      <section className={styles.board} aria-label={t('label')}>
        <Heading className={styles.outright}>
          <span className={styles.outrightLeague}>{match.tournament.name}</span> {match.name}
        </Heading>
        {match.end_date && (
          <p className={styles.venue}>
            {t('decided', { date: format.dateTime(new Date(match.end_date), { dateStyle: 'medium' }) })}
          </p>
        )}
      </section>
    );
  }
  const venue = [match.stadium, match.city].filter(Boolean).join(', ');
  return (
    <section className={styles.board} aria-label={t('label')}>
      <Heading className={styles.title}>
        <VisuallyHidden>{match.name}</VisuallyHidden>
      </Heading>
      <div className={styles.teams}>
        <Side match={match} side="home" />
        <Centre match={match} />
        <Side match={match} side="away" />
      </div>
      {(match.isLive || match.isFinished) && match.period_score.length > 0 && <PeriodScores match={match} />}
      {venue && <p className={styles.venue}>{venue}</p>}
    </section>
  );
}
