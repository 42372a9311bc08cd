/** features/consent: the consent banner and what the answer turns on (see README.md). */
export { ConsentAnswer, type ConsentAnswerProps } from './consent-answer';
export { ConsentFirstView } from './consent-first-view';
