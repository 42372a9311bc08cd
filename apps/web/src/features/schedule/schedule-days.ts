/**
 * The schedule's days: today and the next six, as calendar dates in the bettor's time zone, and the instants
 * each day starts and ends at (what GET /matches filters on). Pure, with the time zone passed in.
 */

/** Days the picker offers, today included. */
const SCHEDULE_DAYS = 7;

/** YYYY-MM-DD of `instant` in `timeZone`. */
function dateIn(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant `date` (YYYY-MM-DD) begins in `timeZone`. */
function startOfDay(date: string, timeZone: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let start = utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000;
  start = utcMidnight - offsetMinutes(start, timeZone) * 60_000;
  return start;
}

/** The seven dates from the day of `now`. */
export function scheduleDates(now: number, timeZone: string): string[] {
  const today = dateIn(now, timeZone);
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  return Array.from({ length: SCHEDULE_DAYS }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10),
  );
}

/** The start and the end (exclusive instant minus 1 ms) of `date` in `timeZone`. */
export function dayRange(date: string, timeZone: string): { from: Date; to: Date } {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from: new Date(startOfDay(date, timeZone)), to: new Date(startOfDay(next, timeZone) - 1) };
}
