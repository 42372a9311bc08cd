// @vitest-environment jsdom
import { IntlError, IntlErrorCode } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MISSING_MESSAGES_ELEMENT_ID,
  messageFallback,
  messagePath,
  recordMissingMessage,
  resetMissingMessages,
} from './missing-messages';

const missing = new IntlError(IntlErrorCode.MISSING_MESSAGE, 'missing');
const flush = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)));

afterEach(() => {
  resetMissingMessages();
  document.getElementById(MISSING_MESSAGES_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('missing translations', () => {
  it('falls back to the dotted key path', () => {
    expect(messagePath('betslip', 'place')).toBe('betslip.place');
    expect(messagePath(undefined, 'place')).toBe('place');
    expect(messageFallback({ namespace: 'shell.header', key: 'search', error: missing })).toBe(
      'shell.header.search',
    );
  });

  it('lists missing keys in a hidden element under automated testing only', async () => {
    vi.stubGlobal('navigator', { webdriver: true });
    messageFallback({ namespace: 'a', key: 'b', error: missing });
    recordMissingMessage('c.d');
    recordMissingMessage('c.d');
    await flush();
    const element = document.getElementById(MISSING_MESSAGES_ELEMENT_ID);
    expect(element?.hidden).toBe(true);
    expect(element?.textContent).toBe('a.b\nc.d');
  });

  it('adds nothing to the page for a real visitor', async () => {
    vi.stubGlobal('navigator', { webdriver: false });
    recordMissingMessage('a.b');
    await flush();
    expect(document.getElementById(MISSING_MESSAGES_ELEMENT_ID)).toBeNull();
  });

  it('does not record other intl errors as missing keys', async () => {
    vi.stubGlobal('navigator', { webdriver: true });
    const formatting = new IntlError(IntlErrorCode.FORMATTING_ERROR, 'bad');
    expect(messageFallback({ namespace: 'a', key: 'b', error: formatting })).toBe('a.b');
    await flush();
    expect(document.getElementById(MISSING_MESSAGES_ELEMENT_ID)).toBeNull();
  });
});
