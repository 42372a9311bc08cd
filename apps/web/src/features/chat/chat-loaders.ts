/**
 * Each chat service's official loader (site settings `chat`: type, id, region), as its install guide writes it:
 * the globals its script reads, then the script. `tracks`: the service sets its own cookies and identifies the
 * visitor, so it waits for the visitor's analytics consent; the sandbox chat (public/sandbox-chat.js) does not.
 */
import type { ChatSettings } from '@sportsbook/contract/site';

/** The sandbox widget's texts, from the `site.chat` messages. */
export interface SandboxChatLabels {
  open: string;
  close: string;
  title: string;
  welcome: string;
}

export interface ChatLoader {
  /** The script to add to the page. */
  src: string;
  /** Whether the service tracks the visitor (then only after analytics consent). */
  tracks: boolean;
  /** Sets the globals the script reads, before it is added. */
  prepare(global: Record<string, unknown>): void;
  /** Runs once the script has loaded (a service whose script waits to be started). */
  started?(global: Record<string, unknown>): void;
}

/** The loader of `chat`; `labels` are the sandbox widget's texts. */
export function chatLoader(chat: ChatSettings, labels: SandboxChatLabels): ChatLoader {
  const { id, region } = chat;
  switch (chat.type) {
    case 'sandbox':
      return {
        src: '/sandbox-chat.js',
        tracks: false,
        prepare: (g) => {
          g.SandboxChat = { id, labels };
        },
      };
    case 'live-chat':
      // LiveChat: window.__lc.license, then tracking.js.
      return {
        src: 'https://cdn.livechatinc.com/tracking.js',
        tracks: true,
        prepare: (g) => {
          g.__lc = { ...(g.__lc as object | undefined), license: Number(id) || id };
        },
      };
    case 'chatra':
      // Chatra: window.ChatraID, then chatra.js.
      return {
        src: 'https://call.chatra.io/chatra.js',
        tracks: true,
        prepare: (g) => {
          g.ChatraID = id;
        },
      };
    case 'freshchat':
      // Freshchat: widget.js, then fcWidget.init with the token and the host of the account's region.
      return {
        src: 'https://wchat.freshchat.com/js/widget.js',
        tracks: true,
        prepare: () => {},
        started: (g) => {
          const host = region ? `https://wchat.${region}.freshchat.com` : 'https://wchat.freshchat.com';
          (g.fcWidget as { init(options: object): void } | undefined)?.init({ token: id, host });
        },
      };
    case 'zoho':
      // Zoho SalesIQ: window.$zoho.salesiq with the widget code, then the widget of the data centre's domain.
      return {
        src: `https://salesiq.zoho.${region ?? 'com'}/widget`,
        tracks: true,
        prepare: (g) => {
          g.$zoho = {
            ...(g.$zoho as object | undefined),
            salesiq: { widgetcode: id, values: {}, ready() {} },
          };
        },
      };
    case 'zendesk':
      // Zendesk Web Widget: snippet.js with the key (the element id ze-snippet is what the widget looks for).
      return {
        src: `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(id)}`,
        tracks: true,
        prepare: () => {},
      };
    case 'intercom':
      // Intercom: window.intercomSettings (app_id; api_base for the EU and AU regions), then the widget.
      return {
        src: `https://widget.intercom.io/widget/${encodeURIComponent(id)}`,
        tracks: true,
        prepare: (g) => {
          g.intercomSettings = {
            app_id: id,
            ...(region && region !== 'us' ? { api_base: `https://api-iam.${region}.intercom.io` } : {}),
          };
        },
      };
  }
}

/** The element id of the loader's script (Zendesk's widget requires `ze-snippet`). */
export function chatScriptId(chat: ChatSettings): string {
  return chat.type === 'zendesk' ? 'ze-snippet' : `chat-${chat.type}`;
}

// biome-ignore lint/suspicious/noExplicitAny: the services' globals, as their scripts define them.
type ChatApi = any;

/**
 * Opens (`open`) or closes the configured chat's window through the API its script defines, as each service
 * documents it. False while that API is not there (the script has not loaded, or waits for consent).
 */
export function showChat(chat: ChatSettings, global: Record<string, unknown>, open: boolean): boolean {
  const g = global as Record<string, ChatApi>;
  /** Calls `owner[method](...args)` when the script has defined it. */
  const call = (owner: ChatApi, method: string, ...args: unknown[]) => {
    if (typeof owner?.[method] !== 'function') return false;
    owner[method](...args);
    return true;
  };
  switch (chat.type) {
    case 'sandbox':
      return call(g.SandboxChat, 'show', open);
    case 'live-chat':
      return call(g.LiveChatWidget, 'call', open ? 'maximize' : 'minimize');
    case 'chatra':
      return open ? call(g, 'Chatra', 'openChat', true) : call(g, 'Chatra', 'minimizeWidget');
    case 'freshchat':
      return call(g.fcWidget, open ? 'open' : 'close');
    case 'zoho':
      return call(g.$zoho?.salesiq?.floatwindow, 'visible', open ? 'show' : 'hide');
    case 'zendesk':
      return call(g, 'zE', 'messenger', open ? 'open' : 'close');
    case 'intercom':
      return call(g, 'Intercom', open ? 'show' : 'hide');
  }
}

/** Whether the chat's window is open, where its API says so (the sandbox's); null where it does not. */
export function chatIsOpen(chat: ChatSettings, global: Record<string, unknown>): boolean | null {
  const api = (global as Record<string, ChatApi>).SandboxChat;
  return chat.type === 'sandbox' && typeof api?.isOpen === 'function' ? Boolean(api.isOpen()) : null;
}
