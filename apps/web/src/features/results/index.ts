/** features/results: the results page. */
export { ResultsPage } from './results-page';
export { RESULTS_PARAMS } from './results-params';
