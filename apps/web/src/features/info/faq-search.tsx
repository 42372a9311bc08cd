'use client';
/**
 * The help centre's questions with a search over them: every word typed must appear in a question or its answer
 * (case and accents ignored); the sections keep only what matches, the answers that match open, and a live
 * region says how many answers match. Server-rendered with every question, so the page reads without script.
 */
import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import styles from './help-center.module.css';

export interface FaqSection {
  key: string;
  title: string;
  questions: { id: string; q: string; a: string }[];
}

/** Lower case without accents, so "depósito" finds "deposito" and "İ" finds "i". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase();

/** The sections with only the questions whose question or answer holds every word of `query`. */
export function filterFaq(sections: readonly FaqSection[], query: string): FaqSection[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((question) => {
        const text = fold(`${question.q} ${question.a}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.questions.length > 0);
}

export function FaqSearch({ sections }: { sections: FaqSection[] }) {
  const t = useTranslations('help.search');
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searching = deferred.trim() !== '';
  const shown = filterFaq(sections, deferred);
  const count = shown.reduce((sum, section) => sum + section.questions.length, 0);

  return (
    <div className={styles.faq}>
      <search className={styles.search}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {t('label')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={styles.input}
          value={query}
          placeholder={t('placeholder')}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          data-testid="help-search"
        />
        <p className={styles.count} role="status" data-testid="help-search-count">
          {searching ? t('results', { count }) : ''}
        </p>
      </search>
      {count === 0 ? (
        <p className={styles.none} data-testid="help-search-none">
          {t('none', { query: deferred.trim() })}
        </p>
      ) : null}
      {shown.map((section) => (
        <section key={section.key} className={styles.group} aria-labelledby={`${id}-${section.key}`}>
          <h2 id={`${id}-${section.key}`} className={styles.groupTitle}>
            {section.title}
          </h2>
          {section.questions.map((question) => (
            <details
              key={question.id}
              className={styles.question}
              open={searching || undefined}
              data-testid="help-question"
            >
              <summary className={styles.summary}>{question.q}</summary>
              <p className={styles.answer}>{question.a}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
