/**
 * What a benchmark hands back: figures, each with its reference measured in the same run, the ratio, the bar
 * and whether it was met, or why it could not be measured. The runner prints them as one table and writes
 * them to results/latest.json.
 */

export type Status = 'pass' | 'fail' | 'not measured' | 'info';

interface Reference {
  label: string;
  value: number | null;
  unit: string;
}

export interface Figure {
  /** Figure name within its benchmark, e.g. "match page first-load JS". */
  name: string;
  value: number | null;
  unit: string;
  reference?: Reference;
  /** value / reference value, when the bar is about a ratio (or for context). */
  ratio?: number | null;
  /** The bar as text, e.g. "<= 1.5x blank". */
  bar?: string;
  status: Status;
  /** Why it was not measured, or what to know when reading it. */
  note?: string;
}

export interface BenchResult {
  id: string;
  title: string;
  figures: Figure[];
  /** How it was measured this time (sizes, durations, machine facts that matter). */
  notes: string[];
  durationMs: number;
  /** Set when the benchmark itself crashed: its figures are then "not measured". */
  error?: string;
}

/** pass/fail from a comparison; 'not measured' when there is no value. */
export function judge(value: number | null | undefined, op: '<=' | '>=', limit: number): Status {
  if (value === null || value === undefined || Number.isNaN(value)) return 'not measured';
  return (op === '<=' ? value <= limit : value >= limit) ? 'pass' : 'fail';
}

/** Both must pass; 'not measured' wins over 'fail'. */
export function both(a: Status, b: Status): Status {
  if (a === 'not measured' || b === 'not measured') return 'not measured';
  return a === 'pass' && b === 'pass' ? 'pass' : 'fail';
}

export function ratioOf(
  value: number | null | undefined,
  reference: number | null | undefined,
): number | null {
  if (
    value === null ||
    value === undefined ||
    reference === null ||
    reference === undefined ||
    reference === 0
  )
    return null;
  return value / reference;
}

/** A figure that could not be measured, with the reason. */
export function notMeasured(name: string, reason: string, bar?: string, unit = ''): Figure {
  return { name, value: null, unit, status: 'not measured', note: reason, ...(bar ? { bar } : {}) };
}

function formatValue(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  switch (unit) {
    case 'B':
      return value >= 1024 * 1024
        ? `${(value / 1024 / 1024).toFixed(2)} MiB`
        : value >= 1024
          ? `${(value / 1024).toFixed(1)} KiB`
          : `${Math.round(value)} B`;
    case 'B/s':
      return `${(value / 1024 / 1024).toFixed(1)} MiB/s`;
    case 'ms':
      return value >= 100 ? `${Math.round(value).toLocaleString('en')} ms` : `${value.toFixed(1)} ms`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'x':
      return `${value.toFixed(2)}x`;
    case '':
      return Number.isInteger(value) ? value.toLocaleString('en') : value.toFixed(3);
    default:
      return `${value >= 100 ? Math.round(value).toLocaleString('en') : Number(value.toFixed(2)).toString()} ${unit}`;
  }
}

const STATUS_TEXT: Record<Status, string> = {
  pass: 'pass',
  fail: 'FAIL',
  'not measured': 'not measured',
  info: '-',
};

/** The results as one text table (id, figure, value, reference, ratio, bar, status), then the notes. */
export function renderTable(results: readonly BenchResult[]): string {
  const rows: string[][] = [['id', 'figure', 'value', 'reference', 'ratio', 'bar', 'status']];
  for (const result of results) {
    for (const f of result.figures) {
      const ref = f.reference
        ? `${formatValue(f.reference.value, f.reference.unit)} (${f.reference.label})`
        : '';
      rows.push([
        result.id,
        f.name,
        formatValue(f.value, f.unit),
        ref,
        f.ratio === undefined ? '' : formatValue(f.ratio, 'x'),
        f.bar ?? '',
        STATUS_TEXT[f.status],
      ]);
    }
  }
  const widths =
    rows[0]?.map((_, col) => Math.min(48, Math.max(...rows.map((r) => (r[col] ?? '').length)))) ?? [];
  const line = (r: string[]) =>
    r
      .map((cell, col) => {
        const w = widths[col] ?? 0;
        return cell.length > w ? `${cell.slice(0, w - 1)}~` : cell.padEnd(w);
      })
      .join('  ')
      .trimEnd();
  const out = [line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const r of rows.slice(1)) out.push(line(r));
  const notes: string[] = [];
  for (const result of results) {
    if (result.error) notes.push(`${result.id}: crashed: ${result.error}`);
    for (const f of result.figures) if (f.note) notes.push(`${result.id} / ${f.name}: ${f.note}`);
    for (const note of result.notes) notes.push(`${result.id}: ${note}`);
  }
  return `${out.join('\n')}\n${notes.length > 0 ? `\nNotes:\n${notes.map((n) => `- ${n}`).join('\n')}\n` : ''}`;
}
