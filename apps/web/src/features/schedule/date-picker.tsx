'use client';
/**
 * The schedule's days as links (?date=YYYY-MM-DD): shareable, work with the keyboard and without script, and
 * the current one is marked for screen readers.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import styles from './date-picker.module.css';

export function DatePicker({ dates, value }: { dates: readonly string[]; value: string }) {
  const t = useTranslations('events.schedule');
  const format = useFormatter();
  const label = (date: string, index: number) => {
    if (index === 0) return t('today');
    if (index === 1) return t('tomorrow');
    return format.dateTime(new Date(`${date}T12:00:00Z`), { weekday: 'short', timeZone: 'UTC' });
  };
  return (
    <nav aria-label={t('pickerLabel')} className={styles.picker}>
      <ul className={styles.days}>
        {dates.map((date, index) => (
          <li key={date}>
            <Link
              href={{ pathname: paths.schedule, query: { date } }}
              className={styles.day}
              aria-current={date === value ? 'date' : undefined}
              scroll={false}
            >
              <span className={styles.name}>{label(date, index)}</span>
              <span className={styles.date}>
                {format.dateTime(new Date(`${date}T12:00:00Z`), {
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
