/** features/info: the informational pages (general rules, about). */
export { AsianLinesTable } from './asian-lines-table';
export { InfoPage } from './info-page';
