'use client';
/**
 * A bet's bonus in the slip (spec core-betting §4 "Bonus on a bet"): the bonuses that fit it to choose from (a
 * freebet sets the stake to its amount and marks the bet; another choice zeroes it), the comboboost's range
 * progress ("add 2 more selections for x1.10") and the boost the bet has now. Part of the slip form's chunk,
 * which loads after the page.
 */
import type { Bonus } from '@sportsbook/contract';
import {
  comboboostRangeFor,
  isFreebetType,
  LOOTBOX_BONUS_ODDS,
  nextComboboostRange,
  type SlipBonus,
  type TicketEntry,
} from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import panels from '@/components/ui/panels.module.css';
import styles from './bet-slip.module.css';
import { selectBonus } from './slip-engine';
import { useMoneyText } from './use-slip-texts';

const oddsText = (odds: number) => odds.toFixed(2);

interface SlipBetBonusProps {
  bet: TicketEntry;
  index: number;
  /** The comboboost that concerns the bet (fitting or not yet), from POST /bonuses. */
  comboboost: Bonus | null;
  disabled: boolean;
}

/** The bet's bonus choice, freebet mark and comboboost progress; nothing when none concerns it. */
export function SlipBetBonus({ bet, index, comboboost, disabled }: SlipBetBonusProps) {
  const t = useTranslations('bonuses.slip');
  const tp = useTranslations('programmes.slip');
  const moneyText = useMoneyText();
  const selectId = useId();
  const options = bet.availableBonuses;
  const current = bet.bonus;
  const freebet = current !== null && isFreebetType(current.type);
  const label = (b: SlipBonus) => {
    if (isFreebetType(b.type))
      return t('freebetOption', { amount: b.amount === null ? '' : moneyText(b.amount) });
    if (b.type === 'hunting' || b.type === 'tournament' || b.type === 'lootbox')
      return tp(`${b.type}Option`, { name: b.name ?? '' });
    return t('boostOption');
  };

  const suitable = comboboost
    ? bet.selections.filter((s) => comboboost.min_odds === null || s.odds >= comboboost.min_odds).length
    : 0;
  const active =
    comboboost && bet.betType === 'combo' ? comboboostRangeFor(comboboost.ranges, suitable) : null;
  const next =
    comboboost && bet.betType === 'combo' ? nextComboboostRange(comboboost.ranges, suitable) : null;
  if (options.length === 0 && !current && !next) return null;

  return (
    <div className={styles.bonus} data-testid="slip-bonus">
      {options.length > 0 && (
        <label className={panels.field} htmlFor={selectId}>
          <span>{t('label')}</span>
          <select
            id={selectId}
            data-testid="slip-bonus-select"
            value={current?.id ?? ''}
            disabled={disabled}
            onChange={(e) => selectBonus(index, options.find((b) => b.id === e.target.value) ?? null)}
          >
            <option value="">{t('none')}</option>
            {options.map((b) => (
              <option key={b.id} value={b.id}>
                {label(b)}
              </option>
            ))}
          </select>
        </label>
      )}
      {freebet && (
        <p className={styles.bonusNote} data-testid="slip-freebet">
          <span className={styles.bonusBadge}>{t('freebetBadge')}</span> {t('freebetHint')}
        </p>
      )}
      {current?.type === 'comboboost' && bet.bonusOdds !== null && (
        <p className={styles.bonusNote} data-testid="slip-boost">
          <span className={styles.bonusBadge}>{t('boostBadge')}</span>{' '}
          {t('boostApplied', { odds: oddsText(bet.bonusOdds) })}
        </p>
      )}
      {current?.type === 'lootbox' && (
        <p className={styles.bonusNote} data-testid="slip-lootbox">
          <span className={styles.bonusBadge}>{tp('lootboxBadge')}</span>{' '}
          {tp('lootboxOdds', { odds: oddsText(LOOTBOX_BONUS_ODDS) })}
        </p>
      )}
      {next && (
        <p className={styles.hint} data-testid="slip-boost-next">
          {t('boostNext', { count: next.missing, odds: oddsText(next.range.bonus_odds) })}
        </p>
      )}
      {!active && !next && current?.type === 'comboboost' && <p className={styles.hint}>{t('boostNone')}</p>}
    </div>
  );
}
