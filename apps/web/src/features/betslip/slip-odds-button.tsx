'use client';
/**
 * An odds button wired to the bet slip: `onSelect` is the store's stable `toggleSelection`, and `selected` comes
 * from a per-button selector, so a pick re-renders only the buttons whose answer changed (the one picked, or
 * the one removed), never the whole list.
 */
import { memo } from 'react';
import { OddsButton, type OddsButtonProps } from '../odds/odds-button';
import { toggleSelection, useIsSelected } from './slip-store';

export type SlipOddsButtonProps = Omit<OddsButtonProps, 'onSelect' | 'selected'>;

function SlipOddsButtonImpl(props: SlipOddsButtonProps) {
  const selected = useIsSelected(props.matchId, props.marketId, props.specifier, props.outcome.id);
  return <OddsButton {...props} onSelect={toggleSelection} selected={selected} />;
}

/** Memoised on the same props as OddsButton (the outcome object keeps its identity while its price holds). */
export const SlipOddsButton = memo(SlipOddsButtonImpl);
