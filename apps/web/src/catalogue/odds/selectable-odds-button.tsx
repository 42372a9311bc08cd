'use client';
/**
 * The odds button of lists and market cards, wired to whatever keeps the bettor's picks (the bet slip) without
 * this layer importing it: the slip hands its per-button selector and its stable pick action down through
 * `OddsSelectionProvider` (mounted once by the shell's providers). `selected` comes from a per-button selector,
 * so a pick re-renders only the buttons whose answer changed (the one picked, or the one removed), never the
 * whole list. Without a provider a button is drawn unselected and has no pick action.
 */
import { createContext, memo, use } from 'react';
import { OddsButton, type OddsButtonProps, type OddsPick } from './odds-button';

/** What the catalogue asks of the slip: is this outcome picked (a hook), and pick or unpick it. */
export interface OddsSelection {
  useIsSelected(matchId: number, marketId: number, specifier: string, outcomeId: string): boolean;
  toggle?: (pick: OddsPick) => void;
}

const nothingPicked: OddsSelection = { useIsSelected: () => false };
const OddsSelectionContext = createContext<OddsSelection>(nothingPicked);

/** Give it one object for the app's lifetime: a new value re-renders every odds button. */
export const OddsSelectionProvider = OddsSelectionContext.Provider;

export type SelectableOddsButtonProps = Omit<OddsButtonProps, 'onSelect' | 'selected'>;

function SelectableOddsButtonImpl(props: SelectableOddsButtonProps) {
  const selection = use(OddsSelectionContext);
  const selected = selection.useIsSelected(props.matchId, props.marketId, props.specifier, props.outcome.id);
  return <OddsButton {...props} onSelect={selection.toggle} selected={selected} />;
}

/** Memoised on the same props as OddsButton (the outcome object keeps its identity while its price holds). */
export const SelectableOddsButton = memo(SelectableOddsButtonImpl);
