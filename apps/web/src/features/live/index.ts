/** features/live: the in-play and cyber-sport pages (see README.md). */
export { CybersportPage } from './cybersport-page';
export { LivePage } from './live-page';
