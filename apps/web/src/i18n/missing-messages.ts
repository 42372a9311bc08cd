/**
 * Missing translations (spec platform §8): "collected into a hidden element only under automated browser
 * testing". A text that has no message in any locale falls back to its key path; in a browser driven by a test
 * tool (`navigator.webdriver`) the key is also listed in a hidden element, which the e2e specs read. Outside
 * automated testing nothing is added to the page.
 */
import { type IntlError, IntlErrorCode } from 'next-intl';

/** id of the hidden element listing missing keys, one per line. */
export const MISSING_MESSAGES_ELEMENT_ID = 'missing-translations';

/** The dotted key of a message, as shown in place of a missing text. */
export function messagePath(namespace: string | undefined, key: string): string {
  return namespace ? `${namespace}.${key}` : key;
}

function underAutomation(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}

const recorded = new Set<string>();

/** Adds `path` to the hidden element (created on first use) when the browser is driven by a test tool. */
export function recordMissingMessage(path: string, doc: Document | undefined = globalThis.document): void {
  if (!doc || !underAutomation() || recorded.has(path)) return;
  recorded.add(path);
  // After the current render: React owns the tree being rendered, the element is appended outside it.
  queueMicrotask(() => {
    let element = doc.getElementById(MISSING_MESSAGES_ELEMENT_ID);
    if (!element) {
      element = doc.createElement('div');
      element.id = MISSING_MESSAGES_ELEMENT_ID;
      element.hidden = true;
      element.dataset.testid = MISSING_MESSAGES_ELEMENT_ID;
      doc.body.append(element);
    }
    element.textContent = [...recorded].join('\n');
  });
}

/** next-intl's getMessageFallback: the key path, recorded when it is a missing message. */
export function messageFallback(info: { namespace?: string; key: string; error: IntlError }): string {
  const path = messagePath(info.namespace, info.key);
  if (info.error.code === IntlErrorCode.MISSING_MESSAGE) recordMissingMessage(path);
  return path;
}

/** next-intl's onError: missing messages are handled by the fallback; anything else is a real bug, logged. */
export function onIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
  console.error(error);
}

/** Clears what was recorded (tests). */
export function resetMissingMessages(): void {
  recorded.clear();
}
