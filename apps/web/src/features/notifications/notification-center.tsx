'use client';
/**
 * The bell and its panel for a signed-in player, loaded after the page (notifications-host.tsx). The bell goes
 * into the header's slot (`#header-notifications`, a bare element in the first load) through a portal, so the
 * header does not grow what a page loads first. On `$user:{id}`: `unread_counters_changed` sets the counter,
 * `notification` shows the new one as an alert and refreshes the list. Opening the panel marks the shown unread
 * ones read (spec: mark-read on open); "Mark all as read" marks every one.
 */
import type { Notification } from '@sportsbook/contract';
import { userChannel } from '@sportsbook/contract/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { showAlert } from '@/components/ui/alerts';
import { BellIcon } from '@/components/ui/icons';
import { LazySheet } from '@/components/ui/lazy-dialog';
import { useSubscription } from '@/lib/realtime/connection';
import { NotificationList } from './notification-list';
import { notificationKeys, notificationQueries } from './notification-queries';
import styles from './notifications.module.css';

/** The header's slot the bell goes into (features/shell/header.tsx). */
const BELL_SLOT_ID = 'header-notifications';

/** The notification of a publication, the new count, or null for any other publication. */
function eventOf(data: unknown): { notification: Notification } | { unread: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, data: payload } = data as { type?: unknown; data?: Record<string, unknown> };
  if (type === 'unread_counters_changed' && typeof payload?.unread === 'number')
    return { unread: payload.unread };
  if (type === 'notification' && typeof payload?.id === 'string')
    return { notification: payload as Notification };
  return null;
}

export default function NotificationCenter({ playerId }: { playerId: string }) {
  const t = useTranslations('notifications');
  const locale = useLocale();
  const client = useQueryClient();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => setSlot(document.getElementById(BELL_SLOT_ID)), []);

  const counters = useQuery(notificationQueries.counters(locale, playerId));
  const unread = counters.data ?? 0;
  const setUnread = (value: number) =>
    client.setQueryData(notificationKeys.counters(playerId), { unread: value });
  const refreshList = () => client.invalidateQueries({ queryKey: notificationKeys.list(locale, playerId) });

  useSubscription(
    userChannel(playerId),
    (data) => {
      const event = eventOf(data);
      if (event === null) return;
      if ('unread' in event) setUnread(event.unread);
      else {
        showAlert({ title: event.notification.title, description: event.notification.body, variant: 'info' });
        void refreshList();
      }
    },
    () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  );

  const bell = (
    <button
      type="button"
      className={styles.bell}
      aria-label={unread > 0 ? `${t('bell.label')}: ${t('bell.unread', { count: unread })}` : t('bell.label')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
      data-testid="notification-bell"
    >
      <BellIcon />
      {unread > 0 ? (
        <span className={styles.count} data-testid="notification-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );

  return (
    <>
      {slot ? createPortal(bell, slot) : null}
      <LazySheet
        open={open}
        onOpenChange={setOpen}
        side="end"
        title={t('panel.title')}
        closeLabel={t('panel.close')}
        loadingLabel={t('panel.loading')}
      >
        {open ? <NotificationList playerId={playerId} /> : null}
      </LazySheet>
    </>
  );
}
