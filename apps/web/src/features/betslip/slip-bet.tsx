'use client';
/**
 * One bet of the slip: its selections, its name (single, double, treble, accumulator, system 2/3, bet builder),
 * its stake field with the presets (for one of several singles, only while its field has focus), what it costs
 * (per line and lines for a system) and what it may win, the book's stake limit when the stake breaks it, the
 * per-bet messages of a refused place, and a share action.
 */
import type { Bonus } from '@sportsbook/contract';
import {
  accumulatorSize,
  betName,
  isFreebetBet,
  type Money,
  potentialWin,
  type StakeLimit,
  stakeFigures,
  stakeLimitBreach,
  systemId,
  type TicketEntry,
  totalOdds,
} from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { memo, Suspense, useId } from 'react';
import { useOddsText } from '@/catalogue/odds/use-odds-text';
import { lazyComponent } from '@/components/ui/lazy';
import styles from './bet-slip.module.css';
import { ShareBetButton } from './share-bet';
import { SlipBetBonus } from './slip-bet-bonus';
import { changeStake } from './slip-engine';
import { SlipSelection } from './slip-selection';
import { StakeField } from './stake-field';
import { useMoneyText, useSlipTexts } from './use-slip-texts';

/** The hunts and tournaments the bet counts toward: its own script, loaded after the slip. */
const SlipProgrammes = lazyComponent(() => import('./slip-programmes').then((m) => m.default));
const SlipJackpots = lazyComponent(() => import('./slip-jackpots').then((m) => m.default));

/** The bet's name in words ("Double", "System 2/3", "Bet builder"). */
export function useBetName(): (bet: TicketEntry) => string {
  const t = useTranslations('betslip.betName');
  return (bet) =>
    t(betName(bet), {
      count: accumulatorSize(bet) ?? bet.selections.length,
      id: bet.systemType ? systemId(bet.systemType) : '',
    });
}

interface SlipBetProps {
  bet: TicketEntry;
  index: number;
  presets: readonly Money[];
  /** One of several singles: the selection and the stake share one block. */
  compact: boolean;
  disabled: boolean;
  /** The book's stake limits on this bet, null while unknown. */
  limit?: StakeLimit | null;
  /** The comboboost that concerns this bet, from POST /bonuses. */
  comboboost?: Bonus | null;
}

function SlipBetImpl({
  bet,
  index,
  presets,
  compact,
  disabled,
  limit = null,
  comboboost = null,
}: SlipBetProps) {
  const t = useTranslations('betslip');
  const texts = useSlipTexts();
  const moneyText = useMoneyText();
  const nameOf = useBetName();
  const messagesId = useId();
  const limitId = useId();
  const breach = stakeLimitBreach(bet, limit);
  const odds = useOddsText(totalOdds(bet));
  const figures = stakeFigures(bet);
  const win = potentialWin(bet);
  const name = nameOf(bet);
  const isSystem = bet.betType === 'system';
  const first = bet.selections[0];
  const stakeLabel =
    compact && first
      ? t('stake.labelFor', { name: first.outcomeName })
      : isSystem
        ? t('stake.perLine')
        : t('stake.label');

  return (
    <section className={styles.bet} aria-label={compact ? undefined : name} data-bet-type={bet.betType}>
      <ul className={styles.selections}>
        {bet.selections.map((s) => (
          <SlipSelection key={s.id} selection={s} removable={!disabled} />
        ))}
      </ul>
      {!compact && (
        <div className={styles.betHeader}>
          <span className={styles.betName}>{name}</span>
          {!isSystem && (
            <span className={styles.totalOdds}>
              {t('figures.odds')} <strong>{odds}</strong>
            </span>
          )}
        </div>
      )}
      <StakeField
        stake={bet.stake}
        label={stakeLabel}
        presets={presets}
        presetsOnFocus={compact}
        // A freebet stakes its own amount: the bettor changes it by choosing another bonus.
        disabled={disabled || isFreebetBet(bet)}
        describedBy={
          [breach ? limitId : null, bet.messagesByBet.length > 0 ? messagesId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        onChange={(stake, source) => changeStake(index, stake, source)}
      />
      <SlipBetBonus bet={bet} index={index} comboboost={comboboost} disabled={disabled} />
      <Suspense fallback={null}>
        <SlipProgrammes bet={bet} />
        <SlipJackpots bet={bet} index={index} />
      </Suspense>
      <dl className={styles.figures}>
        {isSystem && (
          <>
            <dt>{t('figures.lines')}</dt>
            <dd>{figures.lines}</dd>
            <dt>{t('figures.betStake')}</dt>
            <dd>{moneyText(figures.total)}</dd>
          </>
        )}
        <dt>{t('figures.potentialWin')}</dt>
        <dd data-testid="slip-potential-win">{moneyText(win.amount)}</dd>
      </dl>
      {win.capped && <p className={styles.hint}>{t('figures.capped')}</p>}
      {breach && limit && (
        <p id={limitId} className={styles.fieldError} data-testid="stake-limit">
          {breach === 'stake_below_min'
            ? t('stake.belowMin', { amount: moneyText(limit.min) })
            : t('stake.aboveMax', { amount: moneyText(limit.max) })}
        </p>
      )}
      {bet.messagesByBet.length > 0 && (
        <ul id={messagesId} className={styles.betMessages} role="alert">
          {bet.messagesByBet.map((m) => (
            <li key={m}>{texts.message(m)}</li>
          ))}
        </ul>
      )}
      {!disabled && (
        <div className={styles.betActions}>
          <ShareBetButton bets={[bet]} />
        </div>
      )}
    </section>
  );
}

/** Memoised on the bet object, which the machine keeps while the bet is untouched (another single added). */
export const SlipBet = memo(SlipBetImpl);
