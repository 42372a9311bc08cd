'use client';
/**
 * Which jackpots a slip bet takes part in (POST /api/v2/jackpots, asked again when the bet's selections or bonus
 * change; its stake against the jackpot's least stake is checked here): kept in its ticket entry's `jackpots` and said under the stake. Its own script, loaded after the
 * slip (slip-bet.tsx); nothing for a visitor, with the jackpots flag off (404) or when the bet takes part in none.
 */
import { buildPlacePayload, type TicketEntry } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { jackpotQueries } from '@/features/jackpots';
import { useSession } from '@/session/session';
import styles from './bet-slip.module.css';
import { updateJackpots } from './slip-engine';

const NONE: string[] = [];

export default function SlipJackpots({ bet, index }: { bet: TicketEntry; index: number }) {
  const t = useTranslations('jackpots.slip');
  const locale = useLocale();
  const { player } = useSession();
  const { stake, ...question } = useMemo(() => buildPlacePayload(bet), [bet]);
  // Asked without the stake (the server judges it as staking enough; the query's key is the question's text), so
  // typing a stake asks nothing: the jackpot's least stake is checked here.
  const asking = player !== null && bet.selections.length > 0 && bet.betType !== 'custom_bet';
  const fit = useQuery({ ...jackpotQueries.fit(locale, question), enabled: asking });
  const list = useQuery({ ...jackpotQueries.list(locale), enabled: asking });
  const ids = useMemo(() => {
    if (!asking || !fit.data || !list.data) return NONE;
    return fit.data.filter((id) => {
      const jackpot = list.data.find((j) => j.id === id);
      return jackpot !== undefined && stake.value >= jackpot.min_stake;
    });
  }, [asking, fit.data, list.data, stake.value]);

  useEffect(() => {
    updateJackpots(index, ids);
  }, [ids, index]);

  const names = ids.flatMap((id) => list.data?.find((j) => j.id === id)?.name ?? []);
  if (names.length === 0) return null;
  return (
    <p className={styles.programmes} data-testid="slip-jackpots">
      {t('takesPart', { names: names.join(', ') })}
    </p>
  );
}
