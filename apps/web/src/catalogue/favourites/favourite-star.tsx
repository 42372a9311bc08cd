'use client';
/**
 * The favourite star of a match or a league: a toggle button (aria-pressed) named after what it stars, filled
 * when on. Signed out, pressing it asks to sign in (spec §6: favourites need a player).
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { StarIcon } from '@/components/ui/icons';
import { useSession } from '@/session/session';
import type { StarredKind } from './favourite-queries';
import styles from './favourite-star.module.css';
import { useFavourite } from './use-favourite';

export interface FavouriteStarProps {
  type: StarredKind;
  id: number;
  /** What is starred, for the button's name ("Add Home FC - Away FC to favourites"). */
  name: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The star once the session is known; until then (server render, first paint) an empty box of its size, so a
 * signed-in player's stars do not flash "off" and nothing moves when they appear.
 */
export function FavouriteStar(props: FavouriteStarProps) {
  const { status } = useSession();
  if (status === 'unknown' || status === 'pending') {
    return (
      <span
        className={[styles.star, props.className].filter(Boolean).join(' ')}
        data-size={props.size ?? 'sm'}
        aria-hidden="true"
      />
    );
  }
  return <StarButton {...props} />;
}

function StarButton({ type, id, name, size = 'sm', className }: FavouriteStarProps) {
  const t = useTranslations('mybets.favourites');
  const { isOn, pending, toggle } = useFavourite(type, id);
  const label = isOn ? t('remove', { name }) : t('add', { name });
  return (
    <button
      type="button"
      className={[styles.star, className].filter(Boolean).join(' ')}
      data-size={size}
      data-testid="favourite-star"
      aria-pressed={isOn}
      aria-label={label}
      aria-busy={pending || undefined}
      title={label}
      onClick={toggle}
    >
      <StarIcon width={size === 'sm' ? 16 : 20} height={size === 'sm' ? 16 : 20} />
    </button>
  );
}

/** Lays a star beside something (a time cell, a league title, breadcrumbs) without changing that thing's markup. */
export function WithFavouriteStar({
  children,
  className,
  wrap = true,
  ...star
}: FavouriteStarProps & {
  children: ReactNode /** Let the star wrap below in a narrow cell. */;
  wrap?: boolean;
}) {
  return (
    <div className={[styles.with, wrap ? undefined : styles.nowrap, className].filter(Boolean).join(' ')}>
      {children}
      <FavouriteStar {...star} />
    </div>
  );
}
