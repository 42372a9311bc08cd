'use client';
/**
 * The odds of one market in a list row: one button per outcome in a fixed number of columns, so rows of a
 * league line up under its header. Memoised: a row re-render (a new clock reading) leaves its prices alone.
 */
import type { Market, Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { type CSSProperties, memo } from 'react';
import { shortOutcomeLabel } from '@/catalogue/odds/outcome-label';
import { isOutcomeLocked } from '@/catalogue/odds/outcome-lock';
import { useProviderEnabled } from '@/catalogue/odds/provider-statuses';
import { SelectableOddsButton } from '@/catalogue/odds/selectable-odds-button';
import { useOutcomeWords } from '@/catalogue/odds/use-outcome-words';
import styles from './market-cells.module.css';

interface MarketCellsProps {
  matchId: number;
  matchStatus: Match['status'];
  market: Market | null;
  /** Columns the block is laid out in (3 for 1x2 sports, 2 for winner sports). */
  columns: number;
  /** Label each button ("O 2.5") on every screen; otherwise only on mobile, where no header names the columns. */
  labelled?: boolean;
  className?: string;
}

function MarketCellsImpl({ matchId, matchStatus, market, columns, labelled, className }: MarketCellsProps) {
  const t = useTranslations('events.row');
  const words = useOutcomeWords();
  const providerEnabled = useProviderEnabled(market?.provider ?? 'betradar');
  const style = { '--columns': columns } as CSSProperties;
  if (!market || market.outcomes.length === 0) {
    return (
      <div className={[styles.cells, styles.none, className].filter(Boolean).join(' ')} style={style}>
        {t('noOdds')}
      </div>
    );
  }
  return (
    // No group role: each button's label names its outcome, and a row is one match anyway.
    <div className={[styles.cells, className].filter(Boolean).join(' ')} style={style}>
      {market.outcomes.map((outcome) => (
        <SelectableOddsButton
          key={outcome.id}
          matchId={matchId}
          marketId={market.id}
          specifier={market.specifier}
          outcome={outcome}
          locked={isOutcomeLocked(market, outcome, { providerEnabled, matchStatus })}
          label={shortOutcomeLabel(market, outcome, words)}
          labelOn={labelled ? 'always' : 'narrow'}
        />
      ))}
    </div>
  );
}

export const MarketCells = memo(MarketCellsImpl);
