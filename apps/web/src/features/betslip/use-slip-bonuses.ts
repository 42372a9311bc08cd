'use client';
/**
 * The player's bonuses that fit each bet of the slip (POST /api/v2/bonuses, signed-in players only), handed to
 * the slip's machine, which auto-chooses a comboboost (domain `updateAvailableBonuses`: hunting, tournament or
 * comboboost when the bet has none or its bonus is gone). Asked again when the bets' selections or prices change,
 * not on every key typed. Also answers, per bet, the comboboost that concerns it (fitting or not yet: "add 2
 * more selections"), for its range progress.
 */
import type { Bonus, FitBonusesResponse } from '@sportsbook/contract';
import { buildPlacePayload, isFreebetType, type SlipBonus, type TicketEntry } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { apiFetch } from '@/lib/api';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { updateBonuses } from './slip-engine';

/** The slip's view of a bonus: what the machine needs to apply it. */
function slipBonusOf(b: Bonus): SlipBonus {
  return { id: b.id, type: b.type, amount: b.issued?.amount ?? null, ranges: b.ranges, min_odds: b.min_odds };
}

const askable = (bet: TicketEntry) => bet.selections.length > 0 && bet.betType !== 'custom_bet';

/** The bet as POST /bonuses asks: its selections and type, no stake and no bonus. */
function question(bet: TicketEntry) {
  const { selections, system_id } = buildPlacePayload(bet);
  return { bonus: null, selections, ...(system_id ? { system_id } : {}) };
}

/**
 * The bonuses offered to bet `index`: without freebets while another bet of the slip carries one, unless the site
 * allows several (settings allow_multiple_active_user_freebets); the server refuses a second one the same way.
 */
export function offeredTo(
  list: readonly SlipBonus[],
  bets: readonly TicketEntry[],
  index: number,
  multipleFreebets: boolean,
): SlipBonus[] {
  if (multipleFreebets) return [...list];
  const taken = bets.some((b, i) => i !== index && b.bonus !== null && isFreebetType(b.bonus.type));
  return taken ? list.filter((b) => !isFreebetType(b.type)) : [...list];
}

const sameIds = (a: readonly SlipBonus[], b: readonly SlipBonus[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i]?.id && x.amount === b[i]?.amount);

/** Per bet of `bets`, in order: the comboboost that concerns it, or null. */
export function useSlipBonuses(bets: readonly TicketEntry[], isLoggedIn: boolean): (Bonus | null)[] {
  const locale = useLocale();
  const asked = useMemo(
    () => bets.flatMap((bet, index) => (askable(bet) ? [{ index, bet: question(bet) }] : [])),
    [bets],
  );
  const key = JSON.stringify(asked);
  const fits = useQuery({
    queryKey: ['bonuses', 'fit', locale, key],
    queryFn: ({ signal }) =>
      apiFetch<FitBonusesResponse>('/api/v2/bonuses', {
        locale,
        signal,
        method: 'POST',
        body: { meta: { device_id: 'slip' }, bets: asked.map((a) => a.bet) },
      }),
    enabled: isLoggedIn && asked.length > 0,
    staleTime: 5_000,
    retry: false,
  });
  const data = fits.data?.data;
  const multipleFreebets =
    useQuery(catalogueQueries.settings(locale)).data?.allow_multiple_active_user_freebets ?? false;

  useEffect(() => {
    if (!data || data.length !== asked.length) return;
    asked.forEach(({ index }, i) => {
      const list = offeredTo((data[i]?.available ?? []).map(slipBonusOf), bets, index, multipleFreebets);
      const bet = bets[index];
      if (bet && !sameIds(bet.availableBonuses, list)) updateBonuses(index, list);
    });
  }, [data, asked, bets, multipleFreebets]);

  return useMemo(() => {
    const out: (Bonus | null)[] = bets.map(() => null);
    if (!data || data.length !== asked.length) return out;
    asked.forEach(({ index }, i) => {
      const fit = data[i];
      const boost =
        fit?.available.find((b) => b.type === 'comboboost') ??
        fit?.refused.find((r) => r.bonus.type === 'comboboost' && r.reason === 'bonus_no_range')?.bonus;
      out[index] = boost ?? null;
    });
    return out;
  }, [bets, asked, data]);
}
