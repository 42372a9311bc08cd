'use client';
/**
 * Which running hunts and tournaments a slip bet will count toward once it settles (promotions' programmes,
 * slip-bonus-choice.ts `betCountsFor`). Its own script, loaded after the slip (slip-bet.tsx); nothing for a visitor or when none fits.
 */
import type { TicketEntry } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { programmeQueries } from '@/lib/queries/programmes';
import { useSession } from '@/session/session';
import styles from './bet-slip.module.css';
import { betCountsFor } from './slip-bonus-choice';

export default function SlipProgrammes({ bet }: { bet: TicketEntry }) {
  const t = useTranslations('programmes.slip');
  const locale = useLocale();
  const { player, account } = useSession();
  const id = player?.id ?? null;
  const hunts = useQuery({ ...programmeQueries.huntings(locale, id), enabled: id !== null });
  const tournaments = useQuery({ ...programmeQueries.tournaments(locale, id), enabled: id !== null });
  if (id === null || account === null || bet.selections.length === 0) return null;
  const names = [...(hunts.data ?? []), ...(tournaments.data ?? [])]
    .filter((p) => betCountsFor(p, bet, account.currency))
    .map((p) => p.name);
  if (names.length === 0) return null;
  return (
    <p className={styles.programmes} data-testid="slip-programmes">
      {t('counts', { names: names.join(', ') })}
    </p>
  );
}
