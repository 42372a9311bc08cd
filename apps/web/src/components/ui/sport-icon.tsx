/**
 * A sport's icon from the icon sprite (`/fe-api/icons.svg`, lib/icon-sprite): one distinct symbol per sport of
 * the world, its set's fallback for any other. Decorative, hidden from assistive technology: the sport's name is
 * always written next to it (kept small: it is in every page's first load).
 */
import type { SportKind } from '@sportsbook/domain';
import { sportIconHref } from '@/lib/icon-sprite/version';

interface SportIconProps {
  sport: { key: string; type: SportKind };
  size?: number;
  className?: string;
}

export function SportIcon({ sport, size = 24, className }: SportIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      aria-hidden="true"
    >
      <use href={sportIconHref(sport.key, sport.type)} />
    </svg>
  );
}
