'use client';
/**
 * The book's stake limits on each bet of the slip (POST /api/v3/bets/max-stake, signed-in players only), so the
 * slip can say "the most you can stake is ..." before the bettor presses place. Asked again when the bets change
 * (a selection, a price, the bet type), not on every key typed: the stake is not part of the question. Until the
 * answer arrives, or when it fails, nothing is checked here and the server's own check still decides.
 */
import type { MaxStakeResponse } from '@sportsbook/contract';
import { buildPlacePayload, money, type StakeLimit, type TicketEntry } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { apiFetch } from '@/lib/api';

/** A bet the server can price as it is: it has selections, and a system its type. */
const askable = (bet: TicketEntry) =>
  bet.selections.length > 0 && (bet.betType !== 'system' || bet.systemType !== null);

/** The bet as the max-stake question: the place payload without bonus, with a nominal stake (any above 0). */
function question(bet: TicketEntry) {
  const payload = buildPlacePayload(bet);
  return { ...payload, bonus: null, stake: { value: money(1), currency: bet.currency } };
}

/** Per bet of `bets`, in order: its limits, or null while unknown. */
export function useStakeLimits(bets: readonly TicketEntry[], isLoggedIn: boolean): (StakeLimit | null)[] {
  const locale = useLocale();
  const asked = useMemo(
    () => bets.flatMap((bet, index) => (askable(bet) ? [{ index, bet: question(bet) }] : [])),
    [bets],
  );
  const key = JSON.stringify(asked);
  const limits = useQuery({
    queryKey: ['betslip', 'max-stake', key],
    queryFn: ({ signal }) =>
      apiFetch<MaxStakeResponse>('/api/v3/bets/max-stake', {
        locale,
        signal,
        method: 'POST',
        body: { meta: { device_id: 'slip', quick: false, type: 'single' }, bets: asked.map((a) => a.bet) },
      }),
    enabled: isLoggedIn && asked.length > 0,
    staleTime: 10_000,
    retry: false,
  });
  const data = limits.data?.data;
  return useMemo(() => {
    const out: (StakeLimit | null)[] = bets.map(() => null);
    if (!data || data.length !== asked.length) return out;
    asked.forEach(({ index }, i) => {
      const answer = data[i];
      if (answer) out[index] = { min: money(answer.min_stake), max: money(answer.max_stake) };
    });
    return out;
  }, [bets, asked, data]);
}
