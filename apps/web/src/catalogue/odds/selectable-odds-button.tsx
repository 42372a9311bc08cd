'use client';
/**
 * The odds button of lists and market cards, wired to whatever keeps the bettor's picks (the bet slip) without
 * this layer importing it: the slip hands its per-button selector and its stable pick action down through
 * `OddsSelectionProvider` (mounted once by the shell's providers). `selected` comes from a per-button selector,
 * so a pick re-renders only the buttons whose answer changed (the one picked, or the one removed), never the
 * whole list. Without a provider a button is drawn unselected and has no pick action.
 *
 * The button of the last pick is followed by "Go to bet slip", hidden until it has the keyboard's focus: a
 * keyboard user who picks odds reaches the slip's stake with Tab and Enter instead of walking through the page.
 */
import { useTranslations } from 'next-intl';
import { createContext, memo, use } from 'react';
import { OddsButton, type OddsButtonProps, type OddsPick } from './odds-button';
import styles from './odds-button.module.css';

/** Whether an outcome is in the slip, and whether it is the one picked last. */
export type PickState = 'none' | 'picked' | 'last';

/** What the catalogue asks of the slip: an outcome's pick state (a hook), pick or unpick it, go to the slip. */
export interface OddsSelection {
  usePickState(matchId: number, marketId: number, specifier: string, outcomeId: string): PickState;
  toggle?: (pick: OddsPick) => void;
  /** Takes the focus to the slip (its first stake), opening it where it is a sheet. */
  goToSlip?: () => void;
}

const nothingPicked: OddsSelection = { usePickState: () => 'none' };
const OddsSelectionContext = createContext<OddsSelection>(nothingPicked);

/** Give it one object for the app's lifetime: a new value re-renders every odds button. */
export const OddsSelectionProvider = OddsSelectionContext.Provider;

export type SelectableOddsButtonProps = Omit<OddsButtonProps, 'onSelect' | 'selected'>;

function GoToSlip({ onGo }: { onGo: () => void }) {
  const t = useTranslations('events.odds');
  return (
    <button type="button" className={styles.toSlip} onClick={onGo} data-testid="go-to-slip">
      {t('goToSlip')}
    </button>
  );
}

function SelectableOddsButtonImpl(props: SelectableOddsButtonProps) {
  const selection = use(OddsSelectionContext);
  const state = selection.usePickState(props.matchId, props.marketId, props.specifier, props.outcome.id);
  return (
    <>
      <OddsButton {...props} onSelect={selection.toggle} selected={state !== 'none'} />
      {state === 'last' && selection.goToSlip && <GoToSlip onGo={selection.goToSlip} />}
    </>
  );
}

/** Memoised on the same props as OddsButton (the outcome object keeps its identity while its price holds). */
export const SelectableOddsButton = memo(SelectableOddsButtonImpl);
