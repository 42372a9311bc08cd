'use client';
/**
 * A signed-in player's notifications, newest first: pages of 10 with "Show more", "Mark all as read", loading,
 * error and empty states. What it shows unread it marks read, once per set shown (spec: mark-read on open), and
 * the bell's counter takes the server's new count. The bell's panel draws it, and so does the CMS's notifications
 * block.
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { markAllRead, markRead, notificationKeys, notificationQueries } from './notification-queries';
import styles from './notifications.module.css';

export function NotificationList({ playerId }: { playerId: string }) {
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
    client.setQueryData(notificationKeys.counters(playerId), { unread });
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
