'use client';
/** The schedule: pick one of the next seven days, see its matches sport by sport, league by league. */
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import styles from '@/catalogue/lists/catalogue-page.module.css';
import { PagedMatchesSection } from '@/catalogue/lists/match-sections';
import { useCatalogueUpdates } from '@/catalogue/live/use-catalogue-updates';
import { useTimeZone } from '@/i18n/use-time-zone';
import { DatePicker } from './date-picker';
import { scheduleDates } from './schedule-days';
import { pickDate, scheduleParams } from './schedule-params';

export function SchedulePage({
  requestedDate,
  renderedAt,
}: {
  requestedDate: string | null;
  renderedAt: number;
}) {
  const t = useTranslations('events.schedule');
  useCatalogueUpdates();
  // The server knows no time zone and renders UTC days; the bettor's own days take over after hydration.
  const timeZone = useTimeZone() ?? 'UTC';
  const dates = useMemo(
    () => scheduleDates(timeZone === 'UTC' ? renderedAt : Date.now(), timeZone),
    [timeZone, renderedAt],
  );
  const date = pickDate(dates, requestedDate);
  const params = useMemo(() => scheduleParams(date, timeZone), [date, timeZone]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <DatePicker dates={dates} value={date} />
      <PagedMatchesSection
        key={date}
        title={t('listTitle')}
        params={params}
        grouping="sport-league"
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
      />
    </div>
  );
}
