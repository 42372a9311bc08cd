'use client';
/**
 * The farming programmes on the promotions page (loaded after the page, promotions-page.tsx): each hunt's points
 * and next freebet, each lootbox with its boxes and the freebets they boost (lootbox-card.tsx), each tournament with its live pool and leaderboard
 * (tournament-card.tsx), and the bet-count progress (amb) when its flag is on. A settled bet (`bet_changed` on the
 * player's channel) refreshes the player's figures one second later (spec platform §4).
 */
import type { AmbProgress, Hunting } from '@sportsbook/contract';
import { userChannel } from '@sportsbook/contract/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { programmeKeys, programmeQueries } from '@/lib/queries/programmes';
import { useSubscription } from '@/lib/realtime/connection';
import { useSession } from '@/session/session';
import { LootboxCard } from './lootbox-card';
import { amountText, ClaimAction, ProgrammeCard, Progress } from './programme-parts';
import { claimAmb, isSettledBet } from './programme-queries';
import styles from './programmes.module.css';
import { TournamentCard } from './tournament-card';

const REFRESH_DELAY_MS = 1000;

export default function ProgrammesSection({ ambProgress }: { ambProgress: boolean }) {
  const t = useTranslations('programmes');
  const locale = useLocale();
  const client = useQueryClient();
  const session = useSession();
  const player = session.player?.id ?? null;
  const known = session.status === 'logged_in' || session.status === 'not_logged_in';
  const huntings = useQuery({ ...programmeQueries.huntings(locale, player), enabled: known });
  const lootboxes = useQuery({ ...programmeQueries.lootboxes(locale, player), enabled: known });
  const tournaments = useQuery({ ...programmeQueries.tournaments(locale, player), enabled: known });
  const ambs = useQuery({ ...programmeQueries.ambs(locale, player), enabled: known && ambProgress });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = () => void client.invalidateQueries({ queryKey: programmeKeys.all });
  useSubscription(
    player === null ? null : userChannel(player),
    (data) => {
      if (!isSettledBet(data)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(refresh, REFRESH_DELAY_MS);
    },
    // Publications may have been missed (the lists were fetched before the subscription began): ask again.
    refresh,
  );

  const queries = [huntings, lootboxes, tournaments, ...(ambProgress ? [ambs] : [])];
  const pending = queries.some((q) => q.isPending);
  const failed = queries.some((q) => q.isError);
  const nothing =
    !pending &&
    !failed &&
    (huntings.data?.length ?? 0) +
      (lootboxes.data?.length ?? 0) +
      (tournaments.data?.length ?? 0) +
      (ambProgress ? (ambs.data?.length ?? 0) : 0) ===
      0;

  return (
    <section className={styles.section} aria-labelledby="programmes-title" data-testid="programmes">
      <h2 id="programmes-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{player === null ? t('signIn') : t('intro')}</p>
      {pending ? (
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      ) : failed ? (
        <p role="alert" className={styles.muted}>
          {t('error')}{' '}
          <Button variant="secondary" size="sm" onClick={() => queries.forEach((q) => void q.refetch())}>
            {t('retry')}
          </Button>
        </p>
      ) : nothing ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <div className={styles.grid}>
          {huntings.data?.map((h) => (
            <HuntingCard key={h.id} hunting={h} />
          ))}
          {lootboxes.data
            ?.filter((l) => l.show_in_promotion)
            .map((l) => (
              <LootboxCard key={l.id} lootbox={l} />
            ))}
          {tournaments.data?.map((tour) => (
            <TournamentCard key={tour.id} tournament={tour} />
          ))}
          {ambProgress && ambs.data?.map((a) => <AmbCard key={a.id} amb={a} />)}
        </div>
      )}
    </section>
  );
}

function HuntingCard({ hunting }: { hunting: Hunting }) {
  const t = useTranslations('programmes');
  const locale = useLocale();
  const stats = hunting.issued?.farming_stats;
  const target = hunting.points_for_freebet;
  const toward = stats ? stats.available_points % target : 0;
  return (
    <ProgrammeCard
      id={`hunting-${hunting.id}`}
      programme={hunting}
      kind={t('hunting.kind')}
      name={hunting.name}
      description={hunting.description}
    >
      {stats && hunting.issued && (
        <>
          <p className={styles.figure} data-testid="hunting-points">
            {t('hunting.points', { points: stats.points })}
          </p>
          <Progress value={toward} max={target} label={t('hunting.progress', { value: toward, target })} />
          <p className={styles.text}>
            {t('hunting.next', {
              amount: amountText(stats.potential_freebet_amount, hunting.issued.currency, locale),
              left: target - toward,
            })}
          </p>
          {stats.potential_points > 0 && (
            <p className={styles.muted}>{t('hunting.pending', { points: stats.potential_points })}</p>
          )}
        </>
      )}
    </ProgrammeCard>
  );
}

function AmbCard({ amb }: { amb: AmbProgress }) {
  const t = useTranslations('programmes');
  const locale = useLocale();
  const last = amb.amb_ranges.at(-1)?.number_of_bets ?? 1;
  const waiting = amb.amb_ranges.some((r) => !r.claimed && amb.progress_count >= r.number_of_bets);
  return (
    <ProgrammeCard
      id={`amb-${amb.id}`}
      programme={amb}
      kind={t('amb.kind')}
      name={amb.name}
      description={amb.description}
    >
      <Progress
        value={Math.min(amb.progress_count, last)}
        max={last}
        label={t('amb.progress', { count: amb.progress_count, target: last })}
      />
      <ul className={styles.steps}>
        {amb.amb_ranges.map((r) => (
          <li key={r.number_of_bets} data-reached={amb.progress_count >= r.number_of_bets}>
            {t('amb.step', {
              bets: r.number_of_bets,
              count: r.number_of_freebets,
              amount: amountText(r.issued_bonus_amount, r.currency, locale),
            })}
            {r.claimed ? ` · ${t('amb.claimed')}` : ''}
          </li>
        ))}
      </ul>
      {amb.possible_progress_count > 0 && (
        <p className={styles.muted}>{t('amb.pending', { count: amb.possible_progress_count })}</p>
      )}
      <ClaimAction
        ready={waiting}
        label={t('amb.claim')}
        done={t('amb.claimedNow')}
        failed={t('amb.failed')}
        run={() => claimAmb(locale, amb.id)}
      />
    </ProgrammeCard>
  );
}
