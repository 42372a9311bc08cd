'use client';
/**
 * The player's bonuses that fit each bet of the slip (POST /api/v2/bonuses, signed-in players only) and the
 * running hunts, tournaments and lootboxes the bet counts for as it stands (slip-bonus-choice.ts), handed to
 * the slip's machine, which auto-chooses one (domain `updateAvailableBonuses`: comboboost, hunting or tournament
 * when the bet has none or its bonus is gone; a freebet replaced zeroes the stake). Asked again when the bets' selections or prices change,
 * not on every key typed. Also answers, per bet, the comboboost that concerns it (fitting or not yet: "add 2
 * more selections"), for its range progress.
 */
import type { Bonus, FitBonusesResponse } from '@sportsbook/contract';
import { buildPlacePayload, type SlipBonus, type TicketEntry } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { apiFetch } from '@/lib/api';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { programmeQueries } from '@/lib/queries/programmes';
import { useSession } from '@/session/session';
import { offeredTo, programmeBonusesFor } from './slip-bonus-choice';
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

const sameIds = (a: readonly SlipBonus[], b: readonly SlipBonus[]) =>
  a.length === b.length &&
  a.every((x, i) => x.id === b[i]?.id && x.type === b[i]?.type && x.amount === b[i]?.amount);

/** The running programmes of the signed-in player (the promotions page's lists, shared through the cache). */
function useProgrammes(enabled: boolean) {
  const locale = useLocale();
  const { player, account } = useSession();
  const id = player?.id ?? null;
  const on = enabled && id !== null;
  const hunts = useQuery({ ...programmeQueries.huntings(locale, id), enabled: on });
  const tournaments = useQuery({ ...programmeQueries.tournaments(locale, id), enabled: on });
  const lootboxes = useQuery({ ...programmeQueries.lootboxes(locale, id), enabled: on });
  return useMemo(
    () => ({
      currency: account?.currency ?? null,
      lists: {
        hunts: hunts.data ?? [],
        tournaments: tournaments.data ?? [],
        lootboxes: lootboxes.data ?? [],
      },
    }),
    [account?.currency, hunts.data, tournaments.data, lootboxes.data],
  );
}

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
  const programmes = useProgrammes(isLoggedIn);

  useEffect(() => {
    if (!data || data.length !== asked.length) return;
    asked.forEach(({ index }, i) => {
      const bet = bets[index];
      if (!bet) return;
      const own =
        programmes.currency === null ? [] : programmeBonusesFor(bet, programmes.lists, programmes.currency);
      const list = offeredTo(
        [...(data[i]?.available ?? []).map(slipBonusOf), ...own],
        bets,
        index,
        multipleFreebets,
      );
      if (!sameIds(bet.availableBonuses, list)) updateBonuses(index, list);
    });
  }, [data, asked, bets, multipleFreebets, programmes]);

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
