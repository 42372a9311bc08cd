'use client';
/**
 * One placed bet in my bets (spec core-betting §3): its name, status and result badges, stake, odds, potential
 * or paid amount, when it was placed, its bonus marks and the vip rule, the cash-out button while an offer
 * exists, and every selection behind a disclosure button. Memoised on the bet object, which the realtime
 * patches replace only when that bet changed.
 */
import type { Bet, BetSelection } from '@sportsbook/domain';
import { isFreebetType, isOpenBet, type Money } from '@sportsbook/domain';
import { useFormatter, useTranslations } from 'next-intl';
import { memo, useId, useState } from 'react';
import { useOddsText } from '@/catalogue/odds/use-odds-text';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useTimeZone } from '@/i18n/use-time-zone';
import styles from './bet-card.module.css';
import { betReturn } from './bet-figures';
import { CashoutDialog } from './cashout-dialog';
import { useBetMoney, useBetTitle } from './use-bet-text';

/** Tone of a badge, from the state or result it shows. */
function toneOf(value: string): 'open' | 'win' | 'lose' | 'neutral' {
  if (value === 'win_entire' || value === 'refund_half_win_other') return 'win';
  if (value === 'lose_entire' || value === 'refund_half_lose_other' || value === 'rejected') return 'lose';
  if (value === 'no_results' || isOpenBet(value as Bet['status'])) return 'open';
  return 'neutral';
}

function Badge({ value, label, text }: { value: string; label: string; text: string }) {
  return (
    <span className={styles.badge} data-tone={toneOf(value)}>
      <span className={styles.hidden}>{label}: </span>
      {text}
    </span>
  );
}

function useDateTime(): (iso: string) => string {
  const format = useFormatter();
  const timeZone = useTimeZone() ?? 'UTC';
  return (iso) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

function SelectionRow({ selection }: { selection: BetSelection }) {
  const t = useTranslations('mybets.bet');
  const odds = useOddsText(selection.odds);
  const dateTime = useDateTime();
  return (
    <li className={styles.selection} data-result={selection.status}>
      <div className={styles.selectionHead}>
        <span className={styles.match}>{selection.match.name}</span>
        <Badge value={selection.status} label={t('resultLabel')} text={t(`result.${selection.status}`)} />
      </div>
      <span className={styles.kickoff}>
        <time dateTime={selection.match.start_time}>
          {t('kickoff', { date: dateTime(selection.match.start_time) })}
        </time>
      </span>
      <div className={styles.pickLine}>
        <span className={styles.pick}>
          <span className={styles.hidden}>{t('market')}: </span>
          <span className={styles.market}>{selection.market.name}</span>
          <span className={styles.hidden}>, {t('pick')}: </span>
          <strong>{selection.outcome.name}</strong>
        </span>
        <span className={styles.odds}>{odds}</span>
      </div>
    </li>
  );
}

function BetCardImpl({ bet }: { bet: Bet }) {
  const t = useTranslations('mybets.bet');
  const tc = useTranslations('mybets.cashout');
  const formatAmount = useBetMoney(bet);
  const dateTime = useDateTime();
  const title = useBetTitle(bet);
  const oddsText = useOddsText(bet.odds);
  const [expanded, setExpanded] = useState(false);
  const [cashingOut, setCashingOut] = useState<Money | null>(null);
  // A hunt, tournament or lootbox named as the bonus marks nothing: the bet is a plain cash bet at its price.
  const freebetTag = bet.bonus !== null && isFreebetType(bet.bonus.type);
  const boostOdds = bet.bonus?.type === 'comboboost' ? (bet.bonus.odds ?? null) : null;
  const titleId = useId();
  const selectionsId = useId();
  const money = betReturn(bet);
  const open = isOpenBet(bet.status);
  const offer = bet.to_cashout;
  const canCashOut = open && bet.status !== 'cashout_in_progress' && offer !== null && offer > 0;

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="my-bet"
      data-bet-id={bet.id}
      data-status={bet.status}
      data-result={bet.result}
    >
      <header className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <span className={styles.badges}>
          <Badge value={bet.status} label={t('statusLabel')} text={t(`status.${bet.status}`)} />
          {bet.result !== 'no_results' && bet.result !== bet.status && (
            <Badge value={bet.result} label={t('resultLabel')} text={t(`result.${bet.result}`)} />
          )}
        </span>
      </header>
      <p className={styles.meta}>
        <time dateTime={bet.created_at}>{t('placed', { date: dateTime(bet.created_at) })}</time>
        <span>{t('ref', { ref: bet.ref })}</span>
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('stake')}</dt>
          <dd>{formatAmount(bet.stake.value)}</dd>
        </div>
        <div>
          <dt>{t('odds')}</dt>
          <dd>{oddsText}</dd>
        </div>
        <div>
          <dt>
            {money.kind === 'potential'
              ? t('potentialWin')
              : bet.result === 'cashed_out'
                ? t('cashedOutFor')
                : t('paid')}
          </dt>
          {/* Green only for money that came back: a lost bet's 0 is not a win. */}
          <dd
            className={styles.win}
            data-kind={money.kind === 'paid' && money.amount === 0 ? 'nothing' : money.kind}
          >
            {formatAmount(money.amount)}
          </dd>
        </div>
      </dl>
      {(freebetTag || boostOdds !== null || bet.used_in_jackpot) && (
        <p className={styles.tags}>
          {freebetTag && <span className={styles.tag}>{t('freebet')}</span>}
          {boostOdds !== null && <span className={styles.tag}>{t('boost', { odds: boostOdds })}</span>}
          {bet.used_in_jackpot && <span className={styles.tag}>{t('jackpot')}</span>}
        </p>
      )}
      {bet.is_vip && <p className={styles.note}>{t('vip')}</p>}
      {canCashOut && (
        <Button
          block
          data-testid="cashout"
          aria-label={tc('buttonLabel', { amount: formatAmount(offer), name: title })}
          onClick={() => setCashingOut(offer)}
        >
          {tc('button', { amount: formatAmount(offer) })}
        </Button>
      )}
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={expanded}
        aria-controls={selectionsId}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? t('hideSelections') : t('showSelections', { count: bet.selections.length })}
        <ChevronDownIcon
          width={16}
          height={16}
          data-open={expanded || undefined}
          className={styles.chevron}
        />
      </button>
      <ul
        id={selectionsId}
        className={styles.selections}
        aria-label={t('selectionsLabel')}
        hidden={!expanded}
      >
        {bet.selections.map((s) => (
          <SelectionRow key={s.id} selection={s} />
        ))}
      </ul>
      {cashingOut !== null && (
        <CashoutDialog bet={bet} title={title} openedAt={cashingOut} onClose={() => setCashingOut(null)} />
      )}
    </article>
  );
}

export const BetCard = memo(BetCardImpl);
