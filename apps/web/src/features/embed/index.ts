/** features/embed: what the app may use (see README.md). */
export { LazyEmbedBridge } from './lazy-embed-bridge';
