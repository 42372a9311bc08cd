/**
 * A sport's icon from the icon sprite (`/fe-api/icons.svg`, lib/icon-sprite): one distinct symbol per sport of
 * the world, its set's fallback for any other. Hidden from assistive technology when the sport's name is written
 * next to it (the usual case); with `label`, an image named by it.
 */
import type { SportKind } from '@sportsbook/domain';
import { sportIconHref } from '@/lib/icon-sprite/version';

interface SportIconProps {
  sport: { key: string; type: SportKind };
  /** The accessible name, for an icon shown without the sport's name in text. */
  label?: string;
  size?: number;
  className?: string;
}

export function SportIcon({ sport, label, size = 24, className }: SportIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      data-sport-icon={sport.key}
      role="img"
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
    >
      <use href={sportIconHref(sport.key, sport.type)} />
    </svg>
  );
}
