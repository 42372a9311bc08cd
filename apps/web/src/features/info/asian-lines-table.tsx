/** How an Asian handicap on the home team settles, line by line (general rules, "Asian handicaps"). */
import { getFormatter, getTranslations } from 'next-intl/server';
import styles from './info-page.module.css';

type Result = 'won' | 'lost' | 'returned' | 'halfLost' | 'halfWon';

/** Columns: wins by 2+, wins by 1, draw, loses. Quarter lines split the stake over the two nearest lines. */
const ROWS: readonly (readonly [number, Result, Result, Result, Result])[] = [
  [0, 'won', 'won', 'returned', 'lost'],
  [-0.25, 'won', 'won', 'halfLost', 'lost'],
  [-0.5, 'won', 'won', 'lost', 'lost'],
  [-0.75, 'won', 'halfWon', 'lost', 'lost'],
  [-1, 'won', 'returned', 'lost', 'lost'],
];

export async function AsianLinesTable() {
  const t = await getTranslations('info.generalRules.sections.asian.table');
  const format = await getFormatter();
  const columns = ['winBy2', 'winBy1', 'draw', 'lose'] as const;

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('line')}</th>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([line, ...results]) => (
            <tr key={line}>
              <th scope="row">{format.number(line, { maximumFractionDigits: 2 })}</th>
              {results.map((r, i) => (
                <td key={columns[i]}>{t(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
