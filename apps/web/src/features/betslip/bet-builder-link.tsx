'use client';
/**
 * The match page's way to its bet builder, which sits below the markets: a link to `#betBuilder`, shown only when
 * the match has a builder. Following it scrolls to the builder and puts the focus on it (bet-builder.tsx), even
 * when the hash is already in the URL.
 */
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import styles from './bet-builder.module.css';
import { BET_BUILDER_HASH, useBetBuilderAvailable } from './bet-builder-availability';

export function BetBuilderLink({ match }: { match: Pick<Match, 'id' | 'status'> }) {
  const t = useTranslations('betslip.builder');
  if (!useBetBuilderAvailable(match)) return null;
  return (
    <a
      href={BET_BUILDER_HASH}
      className={styles.jump}
      data-testid="bet-builder-link"
      onClick={(event) => {
        // Same hash again fires no hashchange: say it ourselves, so the builder takes the focus every time.
        if (window.location.hash !== BET_BUILDER_HASH) return;
        event.preventDefault();
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      }}
    >
      {t('jump')}
    </a>
  );
}
