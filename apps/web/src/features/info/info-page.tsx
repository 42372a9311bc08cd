/**
 * A long informational page (general rules, about) built from its messages: title, intro, a table of contents
 * and sections of paragraphs. The texts are data, so a translator can add a paragraph without touching code.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from './info-page.module.css';

interface SectionMessages {
  title: string;
  paragraphs: Record<string, string>;
}

export interface InfoPageProps {
  /** Key of the page in its namespace: the info namespace's rules and about, or the help namespace's terms. */
  page: 'generalRules' | 'about' | 'terms';
  /** Extra content after a section's paragraphs, by section key. */
  extras?: Partial<Record<string, ReactNode>>;
}

export async function InfoPage({ page, extras = {} }: InfoPageProps) {
  const t = await getTranslations(page === 'terms' ? 'help' : 'info');
  const sections = Object.entries(t.raw(`${page}.sections`) as Record<string, SectionMessages>);

  return (
    <article className={styles.article}>
      <header className={styles.section}>
        <h1 className={styles.title}>{t(`${page}.title`)}</h1>
        <p className={styles.intro}>{t(`${page}.intro`)}</p>
      </header>
      <nav className={styles.toc} aria-labelledby={`${page}-toc`}>
        <h2 id={`${page}-toc`} className={styles.tocTitle}>
          {t('toc')}
        </h2>
        <ol className={styles.tocList}>
          {sections.map(([key, section]) => (
            <li key={key}>
              <a href={`#${key}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map(([key, section]) => (
        <section key={key} id={key} className={styles.section} aria-labelledby={`${key}-title`}>
          <h2 id={`${key}-title`}>{section.title}</h2>
          {Object.entries(section.paragraphs).map(([n, text]) => (
            <p key={n}>{text}</p>
          ))}
          {extras[key]}
        </section>
      ))}
    </article>
  );
}
