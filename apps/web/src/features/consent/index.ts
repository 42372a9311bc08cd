/** features/consent: the consent banner and what the answer turns on (see README.md). */
export { ConsentGate } from './consent-gate';
