'use client';
/**
 * The cashout confirmation (spec core-betting §3 "to_cashout", §7 POST /bets/cashout). It shows the bet's
 * live offer, highlights each move, and sends only an amount the player confirmed (`cashout-flow.ts`): a change
 * between opening and confirming must be accepted first. Refusals are explained by the server's code; on
 * success the paid amount shows here and in an alert (the card may leave a filtered list once cashed out). The
 * balance follows from `balance_changed`, which the session keeps.
 */
import type { BetResponse } from '@sportsbook/contract';
import { type Bet, isOpenBet, type Money } from '@sportsbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useReducer } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiFetch, isApiError } from '@/lib/api';
import { betsKeys, findCachedBet, patchBetChanged, patchCashoutOffer } from '@/lib/queries/bets';
import { useSession } from '@/session/session';
import styles from './cashout-dialog.module.css';
import { CASHOUT_CLOSED, canConfirm, cashoutTransition, refusalOf } from './cashout-flow';
import { useBetMoney } from './use-bet-text';

/** POST /api/v3/bets/cashout: answers the cashed-out bet. */
function cashOut(locale: string, betId: string, amount: Money): Promise<BetResponse> {
  return apiFetch<BetResponse>('/api/v3/bets/cashout', {
    locale,
    method: 'POST',
    body: { bet_id: betId, to_cashout: amount },
  });
}

interface CashoutDialogProps {
  /** The bet as cached now: its offer moves while the dialog is open. */
  bet: Bet;
  /** The bet's display name. */
  title: string;
  /** The offer on the button the player pressed. */
  openedAt: Money;
  onClose: () => void;
}

export function CashoutDialog({ bet, title, openedAt, onClose }: CashoutDialogProps) {
  const t = useTranslations('mybets.cashout');
  const locale = useLocale();
  const client = useQueryClient();
  const playerId = useSession().player?.id ?? null;
  const formatAmount = useBetMoney(bet);
  const [state, dispatch] = useReducer(cashoutTransition, openedAt, (offer) =>
    cashoutTransition(CASHOUT_CLOSED, { type: 'OPEN', offer }),
  );
  const liveOffer = isOpenBet(bet.status) ? bet.to_cashout : null;

  useEffect(() => {
    dispatch({ type: 'OFFER', offer: liveOffer });
  }, [liveOffer]);

  const mutation = useMutation({
    mutationFn: (amount: Money) => cashOut(locale, bet.id, amount),
    onSuccess: (cashed, amount) => {
      const paid = cashed.win_amount ?? amount;
      dispatch({ type: 'SUCCEEDED', paid });
      if (playerId) patchBetChanged(client, playerId, cashed);
      showAlert({
        variant: 'success',
        title: t('successTitle'),
        description: t('success', { amount: formatAmount(paid) }),
      });
    },
    onError: async (error) => {
      const refusal = refusalOf(isApiError(error) ? error.code : '');
      dispatch({ type: 'FAILED', refusal });
      if (!playerId) return;
      if (refusal === 'unavailable') patchCashoutOffer(client, playerId, bet.id, null);
      if (refusal === 'changed' || refusal === 'gone') {
        // The refusal does not reach us with the new offer: the list's next answer has it.
        await client.refetchQueries({ queryKey: betsKeys.lists(playerId) });
        const fresh = findCachedBet(client, playerId, bet.id);
        dispatch({ type: 'OFFER', offer: fresh && isOpenBet(fresh.status) ? fresh.to_cashout : null });
      }
    },
  });

  const close = () => {
    dispatch({ type: 'CLOSE' });
    onClose();
  };

  if (state.step === 'closed') return null;

  let body: ReactNode;
  if (state.step === 'done') {
    body = (
      <div className={styles.body}>
        <p role="status" className={styles.success}>
          {t('success', { amount: formatAmount(state.paid) })}
        </p>
        <div className={styles.actions}>
          <Button onClick={close}>{t('done')}</Button>
        </div>
      </div>
    );
  } else {
    const { accepted, offer } = state;
    const moved = state.step === 'confirming' ? state.moved : null;
    const refusal = state.step === 'confirming' ? state.refusal : null;
    const submitting = state.step === 'submitting';
    const offerChanged = offer !== null && offer !== accepted;
    let notice: string | null = null;
    if (offer === null) notice = t('noOffer');
    else if (moved === 'up') notice = t('offerUp', { from: formatAmount(accepted) });
    else if (moved === 'down') notice = t('offerDown', { from: formatAmount(accepted) });
    body = (
      <div className={styles.body}>
        <p className={styles.betName}>{title}</p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('stake')}</dt>
            <dd>{formatAmount(bet.stake.value)}</dd>
          </div>
          <div className={styles.offer} data-moved={moved ?? undefined}>
            <dt>{t('offer')}</dt>
            <dd data-testid="cashout-offer">{offer === null ? '–' : formatAmount(offer)}</dd>
          </div>
        </dl>
        <p role="status" className={styles.notice} data-moved={moved ?? undefined}>
          {notice}
        </p>
        {refusal && (
          <p role="alert" className={styles.error}>
            {t(`errors.${refusal}`)}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('keep')}
          </Button>
          {offerChanged && !submitting ? (
            <Button onClick={() => dispatch({ type: 'ACCEPT_OFFER' })} data-testid="cashout-accept">
              {t('acceptNew', { amount: formatAmount(offer) })}
            </Button>
          ) : (
            <Button
              data-testid="cashout-confirm"
              disabled={submitting || !canConfirm(state)}
              aria-busy={submitting || undefined}
              onClick={() => {
                if (!canConfirm(state)) return;
                dispatch({ type: 'CONFIRM' });
                mutation.mutate(accepted);
              }}
            >
              {submitting ? t('submitting') : t('confirm', { amount: formatAmount(accepted) })}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t(state.step === 'done' ? 'successTitle' : 'title')}
      description={state.step === 'done' ? undefined : t('description')}
      closeLabel={t('close')}
      size="small"
    >
      {body}
    </Dialog>
  );
}
