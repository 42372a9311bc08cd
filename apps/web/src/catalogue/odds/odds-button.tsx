'use client';
/**
 * One price: the outcome's odds in the bettor's format, a coloured border and an arrow for 3 s (move-expiry.ts)
 * when the price moves (both drawn by the CSS from `data-move`), a lock when it cannot be picked. Memoised on
 * primitive props and the outcome object, whose identity the realtime patches keep while its price is unchanged: a
 * tick re-renders only the buttons whose outcome was replaced (see README.md).
 */
import type { Outcome } from '@sportsbook/contract';
import type { SelectionIdentity } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { memo, useEffect, useState } from 'react';
import { expireMove } from './move-expiry';
import styles from './odds-button.module.css';
import { LockIcon } from './odds-icons';
import { useOddsText } from './use-odds-text';

/** What a pick hands to the bet slip: the selection's identity and the outcome as shown. */
export interface OddsPick {
  selection: SelectionIdentity;
  outcome: Outcome;
}

export interface OddsButtonProps {
  matchId: number;
  marketId: number;
  specifier: string;
  outcome: Outcome;
  /** Not pickable now: market not open, outcome inactive, provider off or match not bettable. */
  locked: boolean;
  /** Short visible name ("1", "X", "Over 2.5"); the outcome's full name is in the accessible label anyway. */
  label?: string;
  /** 'narrow': show the label only on mobile, where list rows have no column header naming it. */
  labelOn?: 'always' | 'narrow';
  /** 'stack': put the label above the price when the market card is narrow (full outcome names). */
  layout?: 'inline' | 'stack';
  /** Picks the outcome (the bet slip passes it); without it the button still says what it is. */
  onSelect?: (pick: OddsPick) => void;
  selected?: boolean;
}

/** A new object per move, so that a second move in a row restarts the 3 s. */
type Move = { direction: 'up' | 'down'; seq: number } | null;

function OddsButtonImpl(props: OddsButtonProps) {
  const { outcome, locked, label, labelOn = 'always', layout = 'inline', onSelect, selected } = props;
  const t = useTranslations('events.odds');
  const odds = useOddsText(outcome.odds);
  const [seen, setSeen] = useState(outcome.odds);
  const [move, setMove] = useState<Move>(null);
  // Adjusting state while rendering (not in an effect): the arrow shows in the same commit as the new price.
  if (outcome.odds !== seen) {
    setSeen(outcome.odds);
    setMove({ direction: outcome.odds > seen ? 'up' : 'down', seq: (move?.seq ?? 0) + 1 });
  }
  // The arrow goes after MOVE_VISIBLE_MS (move-expiry.ts: one timer for every button); a newer move restarts it.
  useEffect(() => (move ? expireMove(() => setMove(null)) : undefined), [move]);

  const shown = !locked && move ? move : null;
  // A short label ("1", "O 2.5") leads the name, so what is read out contains what is on screen (WCAG 2.5.3):
  // "1 2.10, Home"; without one the name is "Home 2.10".
  const short = label !== undefined && label !== outcome.name ? label : null;
  const trend = shown ? (shown.direction === 'up' ? 'rising' : 'falling') : 'steady';
  const ariaLabel = locked
    ? short === null
      ? t('lockedLabel', { outcome: outcome.name })
      : t('lockedShortLabel', { outcome: outcome.name, short })
    : short === null
      ? t(`${trend}Label`, { outcome: outcome.name, odds })
      : t(`${trend}ShortLabel`, { outcome: outcome.name, odds, short });
  const pick = () => {
    if (locked || !onSelect) return;
    const { matchId, marketId, specifier } = props;
    onSelect({ selection: { matchId, marketId, specifier, outcomeId: outcome.id }, outcome });
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-move={shown?.direction}
      data-locked={locked || undefined}
      data-selected={selected || undefined}
      data-label={label === undefined ? undefined : labelOn}
      data-layout={layout}
      aria-label={ariaLabel}
      aria-disabled={locked || undefined}
      aria-pressed={onSelect ? Boolean(selected) : undefined}
      onClick={pick}
    >
      {label !== undefined && <span className={styles.label}>{label}</span>}
      {/* A space between name and price, so the text a screen reader or voice control reads matches the label. */}
      {label !== undefined && ' '}
      {locked ? (
        <LockIcon className={styles.lock} />
      ) : (
        // The arrow of a move is drawn by the CSS from data-move (odds-button.module.css), beside the price.
        <span className={styles.odds}>{odds}</span>
      )}
    </button>
  );
}

/** See the file comment; `onSelect` must be stable (a store action) for the memo to hold. */
export const OddsButton = memo(OddsButtonImpl);
