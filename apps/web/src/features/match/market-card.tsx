'use client';
/**
 * One market type on the match page: its name (a button that folds the card), then a row of odds buttons per
 * line, the most balanced line first; long line lists show the first few until asked for all. Memoised on the
 * identity of its lines, so a price tick elsewhere leaves the card alone, and a tick here re-renders only the
 * odds buttons whose outcome changed.
 */
import type { Match } from '@sportsbook/contract';
import { MarketStatus } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { type CSSProperties, memo, useId, useState } from 'react';
import { isOutcomeLocked } from '@/catalogue/odds/outcome-lock';
import { useProviderEnabled } from '@/catalogue/odds/provider-statuses';
import { SelectableOddsButton } from '@/catalogue/odds/selectable-odds-button';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './market-card.module.css';
import { type MarketCard as Card, outcomeColumns } from './market-order';

/** Lines shown before "show all": the balanced one and its neighbours cover what most bettors look for. */
const LINES_SHOWN = 4;

interface MarketCardProps {
  card: Card;
  matchId: number;
  matchStatus: Match['status'];
}

function MarketCardImpl({ card, matchId, matchStatus }: MarketCardProps) {
  const t = useTranslations('match.markets');
  const headingId = useId();
  const [open, setOpen] = useState(true);
  const [allLines, setAllLines] = useState(false);
  const providerEnabled = useProviderEnabled(card.lines[0]?.provider ?? 'betradar');
  const lines = allLines ? card.lines : card.lines.slice(0, LINES_SHOWN);
  const suspended = card.lines.every((l) => l.status === MarketStatus.suspended);
  const state = card.closed ? t('closed') : suspended ? t('suspended') : null;

  return (
    <section className={styles.card} aria-labelledby={headingId} data-closed={card.closed || undefined}>
      <h3 className={styles.heading} id={headingId}>
        <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
          <span className={styles.name}>{card.name}</span>
          {state && <span className={styles.state}>{state}</span>}
          <ChevronDownIcon className={styles.chevron} width={18} height={18} />
        </button>
      </h3>
      {open && (
        <div className={styles.lines}>
          {lines.map((line) => (
            <div
              key={line.specifier}
              className={styles.line}
              style={{ '--columns': outcomeColumns(line) } as CSSProperties}
            >
              {line.outcomes.map((outcome) => (
                <SelectableOddsButton
                  key={outcome.id}
                  matchId={matchId}
                  marketId={line.id}
                  specifier={line.specifier}
                  outcome={outcome}
                  label={outcome.name}
                  layout="stack"
                  locked={isOutcomeLocked(line, outcome, { providerEnabled, matchStatus })}
                />
              ))}
            </div>
          ))}
          {card.lines.length > LINES_SHOWN && (
            <button type="button" className={styles.more} onClick={() => setAllLines(!allLines)}>
              {allLines ? t('fewerLines') : t('allLines', { count: card.lines.length })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** Same card when its lines are the same objects (the patcher keeps unchanged markets' identity). */
function sameCard(a: MarketCardProps, b: MarketCardProps): boolean {
  return (
    a.matchId === b.matchId &&
    a.matchStatus === b.matchStatus &&
    a.card.name === b.card.name &&
    a.card.closed === b.card.closed &&
    a.card.lines.length === b.card.lines.length &&
    a.card.lines.every((line, i) => line === b.card.lines[i])
  );
}

export const MarketCard = memo(MarketCardImpl, sameCard);
