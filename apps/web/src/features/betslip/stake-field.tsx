'use client';
/**
 * A stake field: the amount in the slip's currency (read with the domain's parseMoneyInput, so "2,50" and
 * "2.50" both work and nothing passes through a float), the preset buttons of the settings under it (always, or
 * only while the field or a preset has focus), and a message tied to the field when the text is not an amount.
 * What is shown is what is staked: text that is not an amount stakes nothing (0), so the slip cannot place an
 * earlier stake the field no longer shows. Enter submits the slip's form, i.e. places.
 */
import { type Money, parseMoneyInput, ZERO } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { type FocusEvent, useId, useRef, useState } from 'react';
import styles from './bet-slip.module.css';
import { stakeText, useMoneyText, useSlipCurrency } from './use-slip-texts';

export interface StakeFieldProps {
  stake: Money;
  onChange: (stake: Money, source: 'user' | 'preset') => void;
  label: string;
  /** Stake presets in minor units (settings.stakes). */
  presets?: readonly Money[];
  /**
   * The presets show only while the field or one of them has focus, like a keypad: for one of several singles,
   * where a row of presets under each would crowd the slip. A press on a preset keeps the focus in the field.
   */
  presetsOnFocus?: boolean;
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
  presetsOnFocus = false,
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
  const [focused, setFocused] = useState(false);
  const block = useRef<HTMLDivElement>(null);
  // The stake can change from outside (a preset, a currency change, a restore): show it, unless the text
  // already reads as that amount ("2.50" while typing is 250 too).
  if (stake !== shown) {
    setShown(stake);
    const typed = parseMoneyInput(text, currency);
    // Empty or unreadable text already means 0: keep what the bettor typed, with its message.
    const meansZero = text.trim() === '' || typed === null;
    if (typed !== stake && !(meansZero && stake === 0)) {
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
    onChange(amount ?? ZERO, 'user');
  };

  const described = [invalid ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  const showPresets = presets.length > 0 && (!presetsOnFocus || focused);
  // Focus that moves between the field and its presets keeps them; focus that leaves the block hides them.
  const focusIn = presetsOnFocus ? () => setFocused(true) : undefined;
  const focusOut = presetsOnFocus
    ? (e: FocusEvent<HTMLElement>) => {
        if (!block.current?.contains(e.relatedTarget)) setFocused(false);
      }
    : undefined;
  return (
    <div className={styles.stake} ref={block}>
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
          onFocus={focusIn}
          onBlur={focusOut}
        />
        <span className={styles.stakeCurrency} aria-hidden="true" data-testid="slip-stake-currency">
          {currency.code}
        </span>
      </div>
      {invalid && (
        <p id={errorId} className={styles.fieldError}>
          {t('invalid')}
        </p>
      )}
      {showPresets && (
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
                // A mouse or touch press leaves the focus in the field (the presets stay; typing goes on there).
                onMouseDown={presetsOnFocus ? (e) => e.preventDefault() : undefined}
                onFocus={focusIn}
                onBlur={focusOut}
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
