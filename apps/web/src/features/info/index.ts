/** features/info: the informational pages (general rules, about, terms and conditions, help centre). */
export { AsianLinesTable } from './asian-lines-table';
export { HelpCenter } from './help-center';
export { InfoPage } from './info-page';
