'use client';
/**
 * A hunting tournament: its pool, kept live by `tournament_pool_changed` on the page's public channel, the
 * player's place, and its leaderboard (ten rows a page, the player's own row marked, and their own position
 * below when it is on another page). Other players show only as the masked e-mail the server sends.
 */
import type { HuntingTournament, LeaderboardRow } from '@sportsbook/contract';
import { publicChannel } from '@sportsbook/contract/values';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { programmeKeys, programmeQueries } from '@/lib/queries/programmes';
import { useSubscription } from '@/lib/realtime/connection';
import { useSession } from '@/session/session';
import { amountText, ProgrammeCard } from './programme-parts';
import { poolChangeOf } from './programme-queries';
import styles from './programmes.module.css';

export function TournamentCard({ tournament }: { tournament: HuntingTournament }) {
  const t = useTranslations('programmes.tournament');
  const locale = useLocale();
  const format = useFormatter();
  const client = useQueryClient();
  const player = useSession().player?.id ?? null;
  const [page, setPage] = useState(1);
  const rating = useQuery({
    ...programmeQueries.rating(locale, tournament.id, page, player),
    placeholderData: keepPreviousData,
  });
  const [live, setLive] = useState<{ pool: number; participants: number } | null>(null);

  useSubscription(
    publicChannel(locale),
    (data) => {
      const change = poolChangeOf(data);
      if (change === null || change.id !== tournament.id) return;
      setLive({ pool: change.pool, participants: change.participants });
      // Another player's bet may have moved this player's place too.
      void client.invalidateQueries({ queryKey: programmeKeys.ratings(tournament.id) });
      void client.invalidateQueries({ queryKey: programmeKeys.tournaments });
    },
    // Changes may have been missed: the list (with the pool) and the leaderboard are asked again.
    () => void client.invalidateQueries({ queryKey: programmeKeys.all }),
  );

  // The newer of the list's figures and the last publication's (a pool only grows until it is paid).
  const pool = Math.max(tournament.pool, live?.pool ?? 0);
  const participants = Math.max(tournament.participants, live?.participants ?? 0);
  const mine = tournament.issued_hunting_tournament;
  const board = rating.data;
  const me = board?.me ?? null;
  const meShown = me !== null && board?.data.some((r) => r.current_user);
  const last = board?.pagination.last_page ?? 1;

  return (
    <ProgrammeCard
      id={`tournament-${tournament.id}`}
      programme={tournament}
      kind={t('kind')}
      name={tournament.name}
      description={tournament.description}
      wide
    >
      <dl className={styles.facts}>
        <div>
          <dt>{t('pool')}</dt>
          <dd className={styles.pool} data-testid="tournament-pool" aria-live="polite">
            {amountText(pool, tournament.currency, locale)}
          </dd>
        </div>
        <div>
          <dt>{t('players')}</dt>
          <dd>{format.number(participants)}</dd>
        </div>
        {tournament.valid_to && (
          <div>
            <dt>{t('ends')}</dt>
            <dd>{format.dateTime(new Date(tournament.valid_to), { dateStyle: 'medium' })}</dd>
          </div>
        )}
        {mine && (
          <div>
            <dt>{t('yourPlace')}</dt>
            <dd data-testid="tournament-place">
              {mine.position === null ? t('notRanked') : format.number(mine.position)}
            </dd>
          </div>
        )}
      </dl>
      <h4 className={styles.subtitle} id={`tournament-${tournament.id}-board`}>
        {t('leaderboard')}
      </h4>
      {rating.isPending ? (
        <p role="status" className={styles.muted}>
          {t('loading')}
        </p>
      ) : rating.isError || !board ? (
        <p role="alert" className={styles.muted}>
          {t('error')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void rating.refetch()}>
            {t('retry')}
          </Button>
        </p>
      ) : board.data.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <>
          <table
            className={styles.board}
            aria-labelledby={`tournament-${tournament.id}-board`}
            data-testid="leaderboard"
          >
            <thead>
              <tr>
                <th scope="col">{t('position')}</th>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('farmed')}</th>
              </tr>
            </thead>
            <tbody>
              {board.data.map((row) => (
                <BoardRow key={row.position} row={row} />
              ))}
              {me && !meShown && <BoardRow row={me} />}
            </tbody>
          </table>
          {last > 1 && (
            <nav className={styles.pager} aria-label={t('pages')}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('previous')}
              </Button>
              <span>{t('page', { page, last })}</span>
              <Button variant="secondary" size="sm" disabled={page >= last} onClick={() => setPage(page + 1)}>
                {t('next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </ProgrammeCard>
  );
}

function BoardRow({ row }: { row: LeaderboardRow }) {
  const t = useTranslations('programmes.tournament');
  const locale = useLocale();
  return (
    <tr
      data-current={row.current_user}
      data-testid="leaderboard-row"
      aria-current={row.current_user ? 'true' : undefined}
    >
      <td>{row.position}</td>
      <td className={styles.email}>
        {row.email}
        {row.current_user && <span className={styles.you}>{t('you')}</span>}
      </td>
      <td>{amountText(row.farmed_amount, row.currency_code, locale)}</td>
    </tr>
  );
}
