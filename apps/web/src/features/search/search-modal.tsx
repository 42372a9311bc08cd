'use client';
/**
 * Search (spec core-betting §5: 3 to 50 characters). Typing is debounced, the query rules come from the domain
 * (searchQueryProblem), and results are grouped: sports, leagues, matches. It is a combobox: focus stays in the
 * field, arrow keys move through the results, Enter opens one, Escape closes the dialog.
 */
import { SEARCH_MAX_LENGTH, searchQueryProblem } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { SearchIcon } from '@/components/ui/icons';
import { useRouter } from '@/i18n/navigation';
import { catalogueQueries } from '@/lib/queries/catalogue';
import styles from './search-modal.module.css';
import { searchOptions } from './search-options';
import { SearchResults } from './search-results';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
const DEBOUNCE_MS = 250;

export interface SearchModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SearchModal({ open, onOpenChange }: SearchModalProps) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const problem = searchQueryProblem(q);
  const query = useQuery({ ...catalogueQueries.search(locale, q), enabled: open && problem === null });
  const options = useMemo(() => (query.data ? searchOptions(query.data) : []), [query.data]);
  const current = options[Math.min(active, options.length - 1)];

  // The dialog focuses its first control (the close button); a search dialog is opened to type, so the field
  // takes focus, with the previous query selected so typing replaces it.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const go = (href: string) => {
    onOpenChange(false);
    router.push(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % options.length,
      ArrowUp: (active - 1 + options.length) % options.length,
      Home: 0,
      End: options.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      go(current.href);
    }
  };
  const hint =
    text.trim() === ''
      ? t('hint')
      : problem === 'too_short'
        ? t('tooShort')
        : problem === 'too_long'
          ? t('tooLong')
          : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} closeLabel={t('close')} size="large">
      <div className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('inputLabel')}
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
          className={styles.input}
          placeholder={t('placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <SearchResults
        listId={listId}
        hint={hint}
        q={q}
        query={query}
        options={options}
        activeId={current?.id ?? null}
        onPick={go}
        onHover={(index) => setActive(index)}
      />
    </Dialog>
  );
}
