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
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
import { createPortal } from 'react-dom';
import { showAlert } from '@/components/ui/alerts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/icons';
import { LazySheet } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useSubscription } from '@/lib/realtime/connection';
import { markAllRead, markRead, notificationKeys, notificationQueries } from './notification-queries';
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
        {open ? <NotificationList playerId={playerId} onUnread={setUnread} /> : null}
      </LazySheet>
    </>
  );
}

/** The panel's list: pages, marking the shown unread ones read once, "Mark all as read". */
function NotificationList({ playerId, onUnread }: { playerId: string; onUnread: (n: number) => void }) {
  const t = useTranslations('notifications.panel');
  const locale = useLocale();
  const client = useQueryClient();
  const list = useInfiniteQuery(notificationQueries.list(locale, playerId));
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const unreadShown = items.filter((n) => !n.read).map((n) => n.id);
  const unreadKey = unreadShown.join(',');
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const after = async (answer: Promise<{ unread: number }>) => {
    const { unread } = await answer;
    onUnread(unread);
    await client.invalidateQueries({ queryKey: notificationKeys.list(locale, playerId) });
  };

  // Marks what the panel shows unread, once per set shown (a page more, a new one arriving).
  const markShown = useEffectEvent((ids: string[]) => void after(markRead(locale, ids)).catch(() => {}));
  useEffect(() => {
    if (unreadKey !== '') markShown(unreadKey.split(','));
  }, [unreadKey]);

  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError)
    return (
      <div className={styles.state} role="alert">
        <p>{t('error')}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (items.length === 0)
    return <EmptyState icon={<BellIcon />} title={t('emptyTitle')} description={t('emptyDescription')} />;
  return (
    <div className={styles.panel}>
      <Button
        variant="secondary"
        className={styles.readAll}
        onClick={() => void after(markAllRead(locale)).catch(() => {})}
        data-testid="notifications-read-all"
      >
        {t('readAll')}
      </Button>
      <ul className={styles.list} data-testid="notification-list">
        {items.map((n) => (
          <li key={n.id} className={styles.item} data-read={n.read} data-type={n.type}>
            <p className={styles.title}>
              {n.read ? null : (
                <>
                  <span className={styles.dot} aria-hidden="true" />
                  <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>
                </>
              )}
              {n.title}
            </p>
            <p className={styles.body}>{n.body}</p>
            <p className={styles.meta}>
              <time dateTime={n.created_at}>{time.format(new Date(n.created_at))}</time>
              {n.caption ? <span className={styles.caption}>{n.caption}</span> : null}
            </p>
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('more')}
        </Button>
      ) : null}
    </div>
  );
}
