/** features/chat: the configured chat widget, loaded after hydration (see README.md). */
export { ChatWidget, type ChatWidgetProps } from './chat-widget';
