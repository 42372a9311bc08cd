'use client';
/**
 * When a prematch match starts: "Today 18:00", "Tomorrow 09:30", "12 Jul 18:00", in the bettor's zone. Memoised
 * on the start time (a list row re-renders with every price change of its match; its kick-off does not change),
 * with the day formatter kept per time zone, since building an Intl.DateTimeFormat is the costly part.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { memo } from 'react';
import { useTimeZone } from '@/i18n/use-time-zone';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `date` in `timeZone` as YYYY-MM-DD, to compare days across zones. */
function dayKey(date: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(date);
}

function KickoffTimeImpl({ startTime, className }: { startTime: string; className?: string }) {
  const t = useTranslations('events.time');
  const format = useFormatter();
  const browserZone = useTimeZone();
  const timeZone = browserZone ?? 'UTC';
  const start = new Date(startTime);
  const time = format.dateTime(start, { hour: '2-digit', minute: '2-digit', timeZone });
  // "Today" needs the browser's clock; the server render (UTC zone) shows the date instead, as it cannot know
  // which day it is for the bettor.
  const now = browserZone === null ? null : new Date();
  const day = now ? dayKey(start, timeZone) : null;
  let dayText: string;
  if (now && day === dayKey(now, timeZone)) dayText = t('today');
  else if (now && day === dayKey(new Date(now.getTime() + 86_400_000), timeZone)) dayText = t('tomorrow');
  else dayText = format.dateTime(start, { day: 'numeric', month: 'short', timeZone });
  return (
    <time className={className} dateTime={startTime}>
      <span>{dayText}</span> <span>{time}</span>
    </time>
  );
}

export const KickoffTime = memo(KickoffTimeImpl);
