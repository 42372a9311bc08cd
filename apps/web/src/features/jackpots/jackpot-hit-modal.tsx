'use client';
/**
 * The winner's jackpot-hit modal: the player's unseen hits (60 s refetch, and at once when a `jackpot_hit`
 * notification arrives on `$user:{id}`) are shown one second later (spec: a hit is shown after 1 s) in a modal
 * titled "Jackpot!", and marked seen when it shows.
 */
import type { JackpotHit } from '@sportsbook/contract';
import { userChannel } from '@sportsbook/contract/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useSubscription } from '@/lib/realtime/connection';
import { jackpotKeys, jackpotQueries, markHitsSeen } from './jackpot-queries';
import styles from './jackpots.module.css';
import { useMoney } from './use-money';

/** spec: a hit is shown this long after it is known. */
const SHOW_AFTER_MS = 1000;

const isJackpotNotification = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'notification' &&
  (data as { data?: { type?: unknown } }).data?.type === 'jackpot_hit';

export default function JackpotHitModal({ playerId }: { playerId: string }) {
  const t = useTranslations('jackpots.hit');
  const locale = useLocale();
  const client = useQueryClient();
  const money = useMoney();
  const unseen = useQuery(jackpotQueries.unseen(locale, playerId));
  const [shown, setShown] = useState<JackpotHit | null>(null);
  // Hits shown already in this page: not shown again while the list still has them (before its refetch).
  const [done] = useState(() => new Set<string>());
  const next = unseen.data?.find((h) => !done.has(h.id)) ?? null;

  useSubscription(userChannel(playerId), (data) => {
    if (isJackpotNotification(data))
      void client.invalidateQueries({ queryKey: jackpotKeys.unseen(playerId) });
  });

  useEffect(() => {
    if (!next || shown) return;
    const timer = setTimeout(() => {
      done.add(next.id);
      setShown(next);
      void markHitsSeen(locale, [next.id]).catch(() => {});
    }, SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [next, shown, locale, done]);

  const close = () => {
    setShown(null);
    void client.invalidateQueries({ queryKey: jackpotKeys.all });
  };

  return (
    <LazyDialog
      open={shown !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('title')}
      closeLabel={t('close')}
      loadingLabel={t('title')}
      size="small"
    >
      {shown ? (
        <div className={styles.hitBody} data-testid="jackpot-hit-modal">
          <p className={styles.hitAmount}>{money(shown.amount, shown.currency)}</p>
          <p>
            {t('body', {
              name: `${shown.jackpot_name} ${shown.jackpot_level_name}`,
              amount: money(shown.amount, shown.currency),
            })}
          </p>
          <Button onClick={close}>{t('ok')}</Button>
        </div>
      ) : null}
    </LazyDialog>
  );
}
