'use client';
/**
 * A running match clock: the feed's snapshot run forward every second on the shared ticker, so only this text
 * re-renders. Announced stoppage time shows as "+3'" beside it.
 */
import type { MatchClock } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatClock, readClock } from './clock-reading';
import { isBreak } from './stage-label';
import { useNow } from './use-now';

interface LiveClockProps {
  clock: MatchClock | null;
  /** The feed's stage: at a break (half-time, pause) the frozen clock says nothing useful and is hidden. */
  stage: string | null;
  className?: string;
}

export function LiveClock({ clock, stage, className }: LiveClockProps) {
  const t = useTranslations('events.clock');
  const now = useNow();
  const view = readClock(clock, now);
  if (!view || isBreak(stage)) return null;
  const announced = view.kind === 'up' && view.announced ? Math.round(view.announced / 60) : 0;
  return (
    <span className={className} data-testid="live-clock">
      <time suppressHydrationWarning>{formatClock(view)}</time>
      {announced > 0 && (
        <>
          <span aria-hidden="true">{` +${announced}'`}</span>
          <VisuallyHidden>{t('addedTime', { minutes: announced })}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
