'use client';
/**
 * Which running hunts and tournaments a slip bet will count toward once it settles (promotions' programmes,
 * the domain's `countsFor`: a cash stake of at least the programme's least stake in the player's currency, at its
 * least odds). Its own script, loaded after the slip (slip-bet.tsx); nothing for a visitor or when none fits.
 */
import { countsFor, oddsUnits, type TicketEntry, totalOdds } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { programmeQueries } from '@/features/promotions';
import { useSession } from '@/session/session';
import styles from './bet-slip.module.css';

export default function SlipProgrammes({ bet }: { bet: TicketEntry }) {
  const t = useTranslations('programmes.slip');
  const locale = useLocale();
  const { player, account } = useSession();
  const id = player?.id ?? null;
  const hunts = useQuery({ ...programmeQueries.huntings(locale, id), enabled: id !== null });
  const tournaments = useQuery({ ...programmeQueries.tournaments(locale, id), enabled: id !== null });
  if (id === null || account === null || bet.selections.length === 0) return null;
  const odds = oddsUnits(totalOdds(bet));
  const names = [...(hunts.data ?? []), ...(tournaments.data ?? [])]
    .filter(
      (p) =>
        p.status === 'active' &&
        p.stake_currency === account.currency &&
        countsFor(
          {
            minStake: p.min_stake === null ? null : BigInt(p.min_stake),
            minOddsUnits: p.min_odds === null ? null : oddsUnits(p.min_odds),
          },
          { stake: BigInt(bet.stake), oddsUnits: odds, bonusType: bet.bonus?.type ?? null },
        ),
    )
    .map((p) => p.name);
  if (names.length === 0) return null;
  return (
    <p className={styles.programmes} data-testid="slip-programmes">
      {t('counts', { names: names.join(', ') })}
    </p>
  );
}
