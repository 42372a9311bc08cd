'use client';
/** Toggle buttons that narrow a list to one sport, each with its count; "All" clears the filter. */
import styles from './sport-filter.module.css';

interface SportOption {
  key: string;
  name: string;
  count: number;
}

interface SportFilterProps {
  options: readonly SportOption[];
  value: string | null;
  onChange: (key: string | null) => void;
  label: string;
  allLabel: string;
}

export function SportFilter({ options, value, onChange, label, allLabel }: SportFilterProps) {
  if (options.length < 2) return null;
  const total = options.reduce((sum, o) => sum + o.count, 0);
  const chip = (key: string | null, name: string, count: number) => (
    <button
      key={key ?? 'all'}
      type="button"
      className={styles.chip}
      aria-pressed={value === key}
      onClick={() => onChange(key)}
    >
      {name}
      <span className={styles.count}>{count}</span>
    </button>
  );
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.legend}>{label}</legend>
      {chip(null, allLabel, total)}
      {options.map((o) => chip(o.key, o.name, o.count))}
    </fieldset>
  );
}
