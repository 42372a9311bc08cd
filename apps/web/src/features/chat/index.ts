/** features/chat: the configured chat widget, loaded after hydration (see README.md). */
export { ChatWidget } from './chat-widget';
