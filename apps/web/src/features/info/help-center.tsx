/**
 * /sports/help-center: the questions players ask, in sections, each answer folded under its question
 * (`<details>`, so it opens without script), and a search over them (faq-search.tsx). The texts are the help
 * namespace's `center` (server-only messages; the search's own words are `help.search`, which the browser has):
 * a translator adds a question without touching code.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes';
import { FaqSearch, type FaqSection } from './faq-search';
import faq from './help-center.module.css';
import styles from './info-page.module.css';

interface SectionMessages {
  title: string;
  questions: Record<string, { q: string; a: string }>;
}

export async function HelpCenter() {
  const t = await getTranslations('help.center');
  const sections: FaqSection[] = Object.entries(t.raw('sections') as Record<string, SectionMessages>).map(
    ([key, section]) => ({
      key,
      title: section.title,
      questions: Object.entries(section.questions).map(([n, { q, a }]) => ({ id: `${key}-${n}`, q, a })),
    }),
  );

  return (
    <article className={styles.article}>
      <header className={styles.section}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <FaqSearch sections={sections} />
      <section className={styles.section} aria-labelledby="help-contact">
        <h2 id="help-contact">{t('contact.title')}</h2>
        <p>{t('contact.text')}</p>
        <p>
          <Link href={paths.terms} className={faq.link}>
            {t('contact.terms')}
          </Link>
        </p>
      </section>
    </article>
  );
}
