'use client';
/**
 * The bonus parts every page has for a signed-in player, loaded after the page (bonus-host.tsx): `bonus_issued`
 * on the player's channel refreshes every bonus list (the promotions page, the slip's bonuses) one second later
 * (spec platform §4) and shows the bonus toast (spec §2 "Bonus toast"): the bonus's card, which opens the detail
 * modal when clicked; its close button sends a tracking event. Unmounted when the player signs out, which closes it.
 */
import type { Bonus } from '@sportsbook/contract';
import { userChannel } from '@sportsbook/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { useSubscription } from '@/lib/realtime/connection';
import { BonusDetail } from './bonus-detail';
import { bonusKeys, bonusQueries } from './bonus-queries';
import styles from './bonus-toast.module.css';

/** spec platform §6: the bonus list refreshes this long after a relevant event. */
const REFRESH_DELAY_MS = 1000;

/** The id of a `bonus_issued` publication, or null for any other. */
function issuedId(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, data: payload } = data as { type?: unknown; data?: { id?: unknown } };
  return type === 'bonus_issued' && typeof payload?.id === 'string' ? payload.id : null;
}

/** The data layer's event, for a tag manager when the page has one. */
function track(event: string, bonusId: string): void {
  const layer = (window as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, bonus_id: bonusId });
}

export default function BonusListeners({ playerId }: { playerId: string }) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  const client = useQueryClient();
  const [toast, setToast] = useState<Bonus | null>(null);
  const [detail, setDetail] = useState<Bonus | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useSubscription(userChannel(playerId), (data) => {
    const id = issuedId(data);
    if (id === null) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      await client.invalidateQueries({ queryKey: bonusKeys.all });
      const list = await client.fetchQuery(bonusQueries.list(locale, playerId)).catch(() => null);
      const bonus = list?.data.find((b) => b.id === id);
      if (bonus) setToast(bonus);
    }, REFRESH_DELAY_MS);
  });

  return (
    <>
      {toast && (
        <section className={styles.toast} aria-label={t('toast.title')} data-testid="bonus-toast">
          <button
            type="button"
            className={styles.card}
            data-type={toast.type}
            onClick={() => {
              setDetail(toast);
              setToast(null);
            }}
          >
            <span className={styles.kind}>{t(`type.${toast.type}`)}</span>
            <span className={styles.name}>{toast.name}</span>
            <span className={styles.more}>{t('toast.title')}</span>
          </button>
          <IconButton
            label={t('toast.close')}
            className={styles.close}
            onClick={() => {
              track('bonus_toast_close', toast.id);
              setToast(null);
            }}
          >
            <CloseIcon />
          </IconButton>
        </section>
      )}
      <BonusDetail bonus={detail} onClose={() => setDetail(null)} />
    </>
  );
}
