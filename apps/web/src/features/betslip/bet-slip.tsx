'use client';
/**
 * The BET_SLIP tab: the quick-bet switch, then the slip as one form (slip-form.tsx: selections, bet type, stakes,
 * totals, the place button; Enter in a stake field places), or the success view after placing (slip-success.tsx),
 * or what an empty slip says.
 * Every control dispatches a domain event through the store; nothing here decides a rule.
 */
import type { Money } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { TicketIcon } from '@/components/ui/icons';
import { lazyComponent, useIdlePreload } from '@/components/ui/lazy';
import { Spinner } from '@/components/ui/spinner';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { useSession } from '@/session/session';
import styles from './bet-slip.module.css';
import { QuickBetSettings } from './quick-bet';
import type { SlipFormProps } from './slip-form';
import { useSlipStore } from './slip-store';
import type { SlipSuccessProps } from './slip-success';
import { useSlipTexts } from './use-slip-texts';

// The form of a slip with selections and the success view load when the browser is idle after the page (or when
// first shown, if sooner): an empty slip, what every page starts with, needs neither.
const SlipForm = lazyComponent<SlipFormProps>(() => import('./slip-form').then((m) => m.SlipForm));
const SlipSuccess = lazyComponent<SlipSuccessProps>(() =>
  import('./slip-success').then((m) => m.SlipSuccess),
);

/** Loads the slip's form and success view ahead of the first pick (tests, idle time). */
export const preloadSlipViews = (): Promise<unknown> =>
  Promise.all([SlipForm.preload(), SlipSuccess.preload()]);

const NO_PRESETS: readonly Money[] = [];

function SlipNotice() {
  const texts = useSlipTexts();
  const notice = useSlipStore((s) => s.notice);
  const text = notice ? texts.notice(notice.reason, notice.blockers) : null;
  // Always in the page, so that a new text is announced (a live region added with its text is often not).
  return (
    <p className={styles.notice} role="status" data-testid="slip-notice" hidden={!text}>
      {text}
    </p>
  );
}

export function BetSlip() {
  const t = useTranslations('betslip');
  const loading = useTranslations('common.status')('loading');
  const locale = useLocale();
  useIdlePreload(preloadSlipViews);
  const ticket = useSlipStore((s) => s.ticket);
  const loadingShared = useSlipStore((s) => s.loadingShared);
  const { isLoggedIn } = useSession();
  const presets = useQuery(catalogueQueries.settings(locale)).data?.stakes ?? NO_PRESETS;
  // Whether the success view follows a place from this form (then it takes the focus the form loses).
  const [seenState, setSeenState] = useState(ticket.ticketState);
  const [justPlaced, setJustPlaced] = useState(false);
  if (seenState !== ticket.ticketState) {
    setSeenState(ticket.ticketState);
    setJustPlaced(seenState === 'processing' && ticket.ticketState === 'success');
  }

  if (ticket.ticketState === 'success')
    return (
      <Suspense fallback={<Spinner label={loading} />}>
        <SlipSuccess focusOnShow={justPlaced} />
      </Suspense>
    );

  const count = ticket.selectedOutcomeIds.length;

  return (
    <div className={styles.slip}>
      <QuickBetSettings presets={presets} />
      <SlipNotice />
      {loadingShared && <Spinner label={t('loadingShared')} size={16} />}
      {count === 0 ? (
        <EmptyState icon={<TicketIcon />} title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <Suspense fallback={<Spinner label={loading} />}>
          <SlipForm ticket={ticket} presets={presets} isLoggedIn={isLoggedIn} />
        </Suspense>
      )}
    </div>
  );
}
