/** features/chat: the configured chat widget, loaded after hydration, and a page's button for it (see README.md). */
export { ChatToggle } from './chat-toggle';
export { ChatWidget } from './chat-widget';
