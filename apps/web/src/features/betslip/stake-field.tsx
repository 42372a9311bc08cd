'use client';
/**
 * A stake field: the amount in the slip's currency (read with the domain's parseMoneyInput, so "2,50" and
 * "2.50" both work and nothing passes through a float), the preset buttons of the settings under it, and a
 * message tied to the field when the text is not an amount. Enter submits the slip's form, i.e. places.
 */
import { type Money, parseMoneyInput, ZERO } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './bet-slip.module.css';
import { stakeText, useMoneyText, useSlipCurrency } from './use-slip-texts';

export interface StakeFieldProps {
  stake: Money;
  onChange: (stake: Money, source: 'user' | 'preset') => void;
  label: string;
  /** Stake presets in minor units (settings.stakes). */
  presets?: readonly Money[];
  disabled?: boolean;
  /** Ids of texts that describe the field further (per-bet messages). */
  describedBy?: string;
  testId?: string;
}

export function StakeField({
  stake,
  onChange,
  label,
  presets = [],
  disabled,
  describedBy,
  testId = 'slip-stake',
}: StakeFieldProps) {
  const t = useTranslations('betslip.stake');
  const currency = useSlipCurrency();
  const moneyText = useMoneyText();
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(() => stakeText(stake, currency.subunits));
  const [invalid, setInvalid] = useState(false);
  const [shown, setShown] = useState(stake);
  // The stake can change from outside (a preset, a currency change, a restore): show it, unless the text
  // already reads as that amount ("2.50" while typing is 250 too).
  if (stake !== shown) {
    setShown(stake);
    const typed = parseMoneyInput(text, currency);
    if (typed !== stake && !(text.trim() === '' && stake === 0)) {
      setText(stakeText(stake, currency.subunits));
      setInvalid(false);
    }
  }

  const change = (value: string) => {
    setText(value);
    if (value.trim() === '') {
      setInvalid(false);
      onChange(ZERO, 'user');
      return;
    }
    const amount = parseMoneyInput(value, currency);
    setInvalid(amount === null);
    if (amount !== null) onChange(amount, 'user');
  };

  const described = [invalid ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.stake}>
      <label className={styles.stakeLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.stakeInputWrap}>
        <input
          id={id}
          className={styles.stakeInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={text}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
          data-testid={testId}
          onChange={(e) => change(e.target.value)}
        />
        <span className={styles.stakeCurrency} aria-hidden="true">
          {currency.code}
        </span>
      </div>
      {invalid && (
        <p id={errorId} className={styles.fieldError}>
          {t('invalid')}
        </p>
      )}
      {presets.length > 0 && (
        <fieldset className={styles.presets}>
          <legend className={styles.presetsLegend}>{t('presets')}</legend>
          <div className={styles.presetButtons}>
            {presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                disabled={disabled}
                aria-pressed={preset === stake}
                onClick={() => {
                  setText(stakeText(preset, currency.subunits));
                  setInvalid(false);
                  onChange(preset, 'preset');
                }}
              >
                {moneyText(preset)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
