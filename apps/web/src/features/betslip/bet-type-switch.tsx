'use client';
/**
 * The bet type of a slip of several selections: singles (one bet per selection, "multi-single"), a combo, or a
 * system with its type picker ("2/3 (3 bets)"). Radio buttons, so arrow keys move between the types; a type
 * the machine would refuse for these selections is disabled with the reason beside it.
 */
import {
  allSelections,
  type BetType,
  isMultiSingleAllowed,
  lineCount,
  parseSystemId,
  systemId,
  type TicketState,
} from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './bet-slip.module.css';
import { changeBetType, changeSystemType } from './slip-engine';

const TYPES = ['single', 'combo', 'system'] as const satisfies readonly BetType[];

export function BetTypeSwitch({ ticket, disabled }: { ticket: TicketState; disabled?: boolean }) {
  const t = useTranslations('betslip.betType');
  const id = useId();
  const first = ticket.bets[0];
  const selections = allSelections(ticket.bets);
  if (!first || selections.length < 2 || first.betType === 'custom_bet') return null;

  const current: BetType = ticket.bets.every((b) => b.betType === 'single') ? 'single' : first.betType;
  const singlesAllowed = isMultiSingleAllowed(selections, ticket.config.multiSingleByProvider);
  const systemAllowed = ticket.systemTypes.length > 0;
  const unavailable = (type: BetType) =>
    (type === 'single' && !singlesAllowed) || (type === 'system' && !systemAllowed);
  const hints = [
    !singlesAllowed && current !== 'single' ? t('singlesNotAllowed') : null,
    !systemAllowed ? t('systemUnavailable') : null,
  ].filter((h): h is string => h !== null);

  return (
    <div className={styles.betType}>
      <fieldset className={styles.typeSwitch} aria-describedby={hints.length > 0 ? `${id}-hint` : undefined}>
        <legend className={styles.legend}>{t('label')}</legend>
        <div className={styles.segments}>
          {TYPES.map((type) => (
            <label key={type} className={styles.segment} data-disabled={unavailable(type) || undefined}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={current === type}
                disabled={disabled || unavailable(type)}
                onChange={() => changeBetType(type)}
              />
              <span>{type === 'single' ? t('singles') : t(type)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {hints.length > 0 && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hints.join(' ')}
        </p>
      )}
      {current === 'system' && first.systemType && (
        <div className={styles.systemType}>
          <label htmlFor={`${id}-system`}>{t('systemType')}</label>
          <select
            id={`${id}-system`}
            className={styles.select}
            value={systemId(first.systemType)}
            disabled={disabled}
            onChange={(e) => {
              const type = parseSystemId(e.target.value);
              if (type) changeSystemType(type);
            }}
          >
            {ticket.systemTypes.map((type) => (
              <option key={systemId(type)} value={systemId(type)}>
                {t('systemOption', { id: systemId(type), count: lineCount(type) })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
