'use client';
/**
 * A lootbox on the promotions page: the boxes the player farmed and, when one is waiting, the player's freebets
 * a box can boost (the lootbox's `freebets_to_boost`) to choose from; boosting answers the freebet with its new
 * amount, shown here, and refreshes every bonus list (the slip's freebet amount with them).
 */
import type { Bonus, Hunting } from '@sportsbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { amountText, ProgrammeCard } from './programme-parts';
import { boostFreebet } from './programme-queries';
import styles from './programmes.module.css';

/** Refusals the card words on its own; any other failure reads as the general one. */
const WORDED = ['lootbox_empty', 'freebet_already_boosted', 'freebet_not_boostable'] as const;

export function LootboxCard({ lootbox }: { lootbox: Hunting }) {
  const t = useTranslations('programmes.lootbox');
  const locale = useLocale();
  const client = useQueryClient();
  const legend = useId();
  const { issued } = lootbox;
  const freebets = issued?.freebets_to_boost ?? [];
  const boxes = issued?.boxes ?? 0;
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = freebets.find((f) => f.id === chosen)?.id ?? freebets[0]?.id ?? null;
  const boost = useMutation({
    mutationFn: (freebetId: string) => boostFreebet(locale, lootbox.id, freebetId),
    onSettled: () => client.invalidateQueries({ queryKey: ['bonuses'] }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== null) boost.mutate(selected);
  };
  const failure = boost.error
    ? isApiError(boost.error) && (WORDED as readonly string[]).includes(boost.error.code)
      ? t(`refused.${boost.error.code as (typeof WORDED)[number]}`)
      : t('failed')
    : '';
  const result: Bonus | undefined = boost.data?.bonus;

  return (
    <ProgrammeCard
      id={`lootbox-${lootbox.id}`}
      programme={lootbox}
      kind={t('kind')}
      name={lootbox.name}
      description={lootbox.description}
    >
      {issued && (
        <>
          <p className={styles.figure} data-testid="lootbox-boxes">
            {t('boxes', { count: boxes })}
          </p>
          {lootbox.boost_multiplier !== null && (
            <p className={styles.muted}>{t('worth', { multiplier: lootbox.boost_multiplier })}</p>
          )}
          {boxes > 0 && freebets.length === 0 && <p className={styles.muted}>{t('noFreebet')}</p>}
          {boxes > 0 && freebets.length > 0 && (
            <form className={styles.boost} onSubmit={onSubmit}>
              <fieldset className={styles.choices} aria-labelledby={legend}>
                <legend id={legend} className={styles.subtitle}>
                  {t('choose')}
                </legend>
                {freebets.map((f) => (
                  <label key={f.id} className={styles.choice}>
                    <input
                      type="radio"
                      name={`boost-${lootbox.id}`}
                      value={f.id}
                      checked={selected === f.id}
                      onChange={() => setChosen(f.id)}
                    />
                    <span>
                      {t('option', {
                        name: f.name,
                        amount: amountText(f.amount, f.currency, locale),
                        boosted: amountText(f.boosted_amount, f.currency, locale),
                      })}
                    </span>
                  </label>
                ))}
              </fieldset>
              <Button size="sm" type="submit" disabled={selected === null || boost.isPending}>
                {t('boost')}
              </Button>
            </form>
          )}
          <p role="status" className={styles.muted} data-testid="lootbox-result">
            {result?.boost_data && result.issued?.currency
              ? t('boosted', {
                  name: result.name,
                  before: amountText(result.boost_data.amount_before, result.issued.currency, locale),
                  after: amountText(result.boost_data.amount_after, result.issued.currency, locale),
                })
              : failure}
          </p>
        </>
      )}
    </ProgrammeCard>
  );
}
