'use client';
/**
 * Small parts the programme cards share: the card's head (with the programme's activation), an amount as text, a
 * progress bar, a claim action.
 */
import { currencyOf } from '@sportsbook/contract/values';
import type { Money } from '@sportsbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { moneyText } from '@/lib/money-text';
import { useSession } from '@/session/session';
import { activateProgramme } from './programme-queries';
import styles from './programmes.module.css';

/** An amount in a currency as text; empty for an unknown currency. */
export function amountText(amount: number, code: string, locale: string): string {
  const currency = currencyOf(code);
  return currency ? moneyText(amount as Money, currency, locale) : '';
}

/** A labelled progress bar. */
export function Progress({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-label={label}
        className={styles.track}
      >
        <span className={styles.bar} style={{ inlineSize: `${max > 0 ? (value / max) * 100 : 0}%` }} />
      </div>
      <span className={styles.muted}>{label}</span>
    </div>
  );
}

/** A programme's card: its kind, its name (the card's label) and description, then `children`. */
export function ProgrammeCard(props: {
  id: string;
  /** The programme, for its activation when it requires one. */
  programme?: Activatable;
  kind: string;
  name: string;
  description: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { id, kind, name, description, wide = false, children } = props;
  return (
    <article
      className={wide ? `${styles.card} ${styles.wide}` : styles.card}
      data-testid={id}
      aria-labelledby={`${id}-name`}
    >
      <p className={styles.kind}>{kind}</p>
      <h3 id={`${id}-name`} className={styles.name}>
        {name}
      </h3>
      <p className={styles.text}>{description}</p>
      {props.programme && <Activation programme={props.programme} />}
      {children}
    </article>
  );
}

/** A button that claims something (`run`), then refreshes every bonus list and says how it went. */
export function ClaimAction(props: {
  ready: boolean;
  label: string;
  done: string;
  failed: string;
  run: () => Promise<unknown>;
}) {
  const client = useQueryClient();
  const claim = useMutation({
    mutationFn: props.run,
    onSettled: () => client.invalidateQueries({ queryKey: ['bonuses'] }),
  });
  return (
    <>
      <Button size="sm" disabled={!props.ready || claim.isPending} onClick={() => claim.mutate()}>
        {props.label}
      </Button>
      <p role="status" className={styles.muted}>
        {claim.isSuccess ? props.done : claim.isError ? props.failed : ''}
      </p>
    </>
  );
}

/** A programme as its activation reads it. */
interface Activatable {
  id: string;
  requires_activation: boolean;
  activated_at: string | null;
}

/**
 * A programme's activation (spec §4), for a signed-in player and a programme that requires it: "Activate" until
 * they have (POST /bonuses/{id}/activate; every bonus list is fetched again after, hunts and tournaments
 * together), then that they take part. Nothing for a programme open to everyone.
 */
function Activation({ programme }: { programme: Activatable }) {
  const t = useTranslations('programmes.activation');
  const locale = useLocale();
  const signedIn = useSession().player !== null;
  if (!programme.requires_activation || !signedIn) return null;
  if (programme.activated_at !== null)
    return (
      <p className={styles.muted} data-testid="programme-activated">
        {t('active')}
      </p>
    );
  return (
    <>
      <p className={styles.text}>{t('needed')}</p>
      <ClaimAction
        ready
        label={t('activate')}
        done={t('activated')}
        failed={t('failed')}
        run={() => activateProgramme(locale, programme.id)}
      />
    </>
  );
}
