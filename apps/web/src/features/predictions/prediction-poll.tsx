'use client';
/**
 * A prediction poll (spec page block "prediction", the match page's poll): a question and its answers as
 * buttons in a group named by the question. A visitor is asked to sign in; a player's click votes (POST /vote)
 * and the results follow: each answer's share of every player's votes (GET /vote/results), the player's own
 * marked, with a button to change it. Words for every state: loading, failure to load or to vote.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import panels from '@/components/ui/panels.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { requestSignIn, useSession } from '@/session/session';
import styles from './prediction-poll.module.css';
import { castVote, predictionKeys, predictionQueries } from './prediction-queries';

export interface PollOption {
  /** What the vote stores (`data` of POST /vote). */
  value: string;
  label: string;
}

export interface PredictionPollProps {
  predictionId: string;
  question: string;
  options: readonly PollOption[];
}

export function PredictionPoll({ predictionId, question, options }: PredictionPollProps) {
  const t = useTranslations('predictions');
  const locale = useLocale();
  const client = useQueryClient();
  const { isLoggedIn, status } = useSession();
  const titleId = useId();
  const [changing, setChanging] = useState(false);
  const mine = useQuery({ ...predictionQueries.mine(locale, predictionId), enabled: isLoggedIn });
  const vote = useMutation({
    mutationFn: (answer: string) => castVote(locale, predictionId, answer),
    onSuccess: async (answer) => {
      client.setQueryData(predictionKeys.mine(predictionId), answer);
      setChanging(false);
      await client.invalidateQueries({ queryKey: predictionKeys.results(predictionId) });
    },
  });
  const chosen = typeof mine.data?.prediction?.data === 'string' ? mine.data.prediction.data : null;
  const showResults = isLoggedIn && chosen !== null && !changing;

  let body: ReactNode;
  if (status === 'unknown' || status === 'pending' || (isLoggedIn && mine.isPending)) {
    body = (
      <div aria-busy="true">
        <Skeleton height={40} radius="var(--radius-md)" />
      </div>
    );
  } else if (isLoggedIn && mine.isError) {
    body = <Failure text={t('loadFailed')} onRetry={() => void mine.refetch()} />;
  } else if (showResults) {
    body = (
      <>
        <PollResults predictionId={predictionId} options={options} chosen={chosen} />
        <div>
          <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
            {t('change')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <fieldset aria-labelledby={titleId} className={styles.options}>
          {options.map((option) => (
            <Button
              key={option.value}
              variant="secondary"
              className={styles.option}
              aria-pressed={option.value === chosen}
              disabled={vote.isPending}
              onClick={() => (isLoggedIn ? vote.mutate(option.value) : requestSignIn())}
            >
              {option.label}
            </Button>
          ))}
        </fieldset>
        {!isLoggedIn && <p className={panels.muted}>{t('signIn')}</p>}
        {vote.isError && (
          <p className={panels.error} role="alert">
            {t('voteFailed')}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={panels.card} aria-labelledby={titleId} data-testid="prediction-poll">
      <h2 id={titleId} className={panels.cardTitle}>
        {question}
      </h2>
      {body}
    </section>
  );
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useTranslations('predictions');
  return (
    <div className={panels.row}>
      <p className={panels.error}>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

function PollResults({
  predictionId,
  options,
  chosen,
}: {
  predictionId: string;
  options: readonly PollOption[];
  chosen: string;
}) {
  const t = useTranslations('predictions');
  const format = useFormatter();
  const locale = useLocale();
  const results = useQuery(predictionQueries.results(locale, predictionId));
  if (results.isPending)
    return (
      <div aria-busy="true">
        <Skeleton height={96} radius="var(--radius-md)" />
      </div>
    );
  if (results.isError) return <Failure text={t('resultsFailed')} onRetry={() => void results.refetch()} />;
  const { total, answers } = results.data;
  const votesOf = (value: string) => answers.find((a) => a.data === value)?.votes ?? 0;
  return (
    <>
      <ul className={styles.results} aria-label={t('results')}>
        {options.map((option) => {
          const votes = votesOf(option.value);
          const share = total > 0 ? votes / total : 0;
          const mine = option.value === chosen;
          return (
            <li key={option.value} className={styles.result} data-mine={mine || undefined}>
              <span className={styles.resultLabel}>
                {option.label}
                {mine && <span className={styles.mine}>{t('yourVote')}</span>}
              </span>
              <span className={styles.share}>{format.number(share, { style: 'percent' })}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p className={panels.muted}>{t('total', { count: total })}</p>
    </>
  );
}
