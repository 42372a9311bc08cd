import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSportsbook, EMBED_INBOUND_TYPES, initUrl, type Sportsbook } from './index';

const APP = 'https://sports.example.com';

let sportsbook: Sportsbook;
let posted: { message: unknown; origin: string }[];

/** A message from the app in the iframe (or from `source`/`origin` when given). */
function fromApp(data: unknown, origin = APP, source: unknown = sportsbook.iframe.contentWindow) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}
const app = (type: string, payload: object) => ({ source: 'sportsbook', version: 1, type, payload });
const initialized = app('initialized', { version: 1, locale: 'en', currency: null, signed_in: false });

beforeEach(() => {
  document.body.innerHTML = '<div id="sb"></div>';
  sportsbook = createSportsbook({
    target: '#sb',
    url: `${APP}/sports/`,
    locale: 'es',
    token: 'a'.repeat(43),
  });
  posted = [];
  const win = sportsbook.iframe.contentWindow as Window;
  vi.spyOn(win, 'postMessage').mockImplementation(((message: unknown, origin: string) => {
    posted.push({ message, origin });
  }) as typeof win.postMessage);
});
afterEach(() => sportsbook.destroy());

describe('createSportsbook', () => {
  it('makes a titled iframe on the initialisation entry', () => {
    expect(sportsbook.iframe.parentElement?.id).toBe('sb');
    expect(sportsbook.iframe.src).toBe(`${APP}/sports/init-sportsbook?locale=es`);
    expect(sportsbook.iframe.title).toBe('Sportsbook');
    expect(initUrl({ url: `${APP}/sports`, currency: 'BRL', path: '/sports/live' })).toBe(
      `${APP}/sports/init-sportsbook?currency=BRL&path=%2Fsports%2Flive`,
    );
    expect(() => createSportsbook({ target: '#nowhere', url: APP })).toThrow(/no element/);
  });

  it('has a send call for every inbound message, queued until the app is ready', () => {
    expect(Object.keys(sportsbook.send).sort()).toEqual([...EMBED_INBOUND_TYPES].sort());
    sportsbook.send.apply_bet_code({ code: 'ABCD2345' });
    sportsbook.send.open_bet_slip({});
    expect(posted).toEqual([]);
    fromApp(initialized);
    // The integration first (token and listeners), then the queue, then the viewport, all to the app's origin.
    expect(posted.map((p) => (p.message as { type: string }).type)).toEqual([
      'iframe_integration',
      'apply_bet_code',
      'open_bet_slip',
      'viewport',
    ]);
    expect(posted.every((p) => p.origin === APP)).toBe(true);
    expect(posted[0]?.message).toEqual({
      source: 'sportsbook-host',
      version: 1,
      type: 'iframe_integration',
      payload: { listeners: [], token: 'a'.repeat(43) },
    });
    sportsbook.send.change_locale({ locale: 'es' });
    expect(posted.at(-1)?.message).toMatchObject({ type: 'change_locale', payload: { locale: 'es' } });
  });

  it('reports the viewport below the host header it is told about', () => {
    const other = createSportsbook({ target: '#sb', url: APP, viewportTop: () => 60, autoResize: true });
    const sent: unknown[] = [];
    vi.spyOn(other.iframe.contentWindow as Window, 'postMessage').mockImplementation(((message: unknown) => {
      sent.push(message);
    }) as Window['postMessage']);
    const event = new MessageEvent('message', { data: initialized, origin: APP });
    Object.defineProperty(event, 'source', { value: other.iframe.contentWindow });
    window.dispatchEvent(event);
    // jsdom lays nothing out: the iframe's top is at 0, under the 60 px header.
    expect(sent.at(-1)).toMatchObject({
      type: 'viewport',
      payload: { width: window.innerWidth, height: window.innerHeight - 60, offset_top: 60 },
    });
    other.destroy();
  });

  it('hands the integration over again after every load of the app, with the listeners', () => {
    fromApp(initialized);
    posted = [];
    const stop = sportsbook.on('sign-in', () => {});
    expect(posted.at(-1)?.message).toMatchObject({
      type: 'iframe_integration',
      payload: { listeners: ['sign-in'] },
    });
    sportsbook.setToken(null);
    expect(posted.at(-1)?.message).toMatchObject({ payload: { listeners: ['sign-in'], token: null } });
    // The sign-out goes once: the next load of the app gets no token at all.
    fromApp(initialized);
    const integrations = posted.filter((p) => (p.message as { type: string }).type === 'iframe_integration');
    expect(integrations).toHaveLength(3);
    expect(integrations[2]?.message).toEqual(
      expect.objectContaining({ payload: { listeners: ['sign-in'] } }),
    );
    stop();
    expect(posted.at(-1)?.message).toEqual(expect.objectContaining({ payload: { listeners: [] } }));
  });

  it('calls the handlers of valid messages and sizes the iframe', () => {
    const sizes: number[] = [];
    const balances: unknown[] = [];
    sportsbook.on('page-size-changed', (payload) => sizes.push(payload.height));
    const stop = sportsbook.on('balance-changed', (payload) => balances.push(payload));
    fromApp(app('page-size-changed', { width: 1000, height: 2345.2 }));
    fromApp(app('balance-changed', { currency: 'EUR', balance: 1050, subunits: 100 }));
    stop();
    fromApp(app('balance-changed', { currency: 'EUR', balance: 999, subunits: 100 }));
    expect(sizes).toEqual([2345.2]);
    expect(sportsbook.iframe.style.height).toBe('2346px');
    expect(balances).toEqual([{ currency: 'EUR', balance: 1050, subunits: 100 }]);
    expect(sportsbook.stats()).toEqual({ received: 3, ignored: 0 });
  });

  it('ignores and counts other origins, other windows, unknown and malformed messages, and never throws', () => {
    const handler = vi.fn();
    sportsbook.on('sign-in', handler);
    fromApp(app('sign-in', { reason: null }), 'https://evil.example');
    fromApp(app('sign-in', { reason: null }), APP, window);
    fromApp(app('sign-out', {}));
    fromApp(app('sign-in', { reason: 42 }));
    fromApp({ ...app('sign-in', { reason: null }), version: 2 });
    fromApp('not even an object');
    fromApp({ unrelated: true }, 'https://widget.example', window); // not the protocol, not from the iframe
    expect(handler).not.toHaveBeenCalled();
    expect(sportsbook.stats()).toEqual({ received: 0, ignored: 6 });
  });

  it('keeps calling the other handlers when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    sportsbook.on('deposit', () => {
      throw new Error('host bug');
    });
    sportsbook.on('deposit', second);
    expect(() => fromApp(app('deposit', { currency: 'EUR' }))).not.toThrow();
    expect(second).toHaveBeenCalledWith({ currency: 'EUR' }, expect.objectContaining({ type: 'deposit' }));
    expect(error).toHaveBeenCalled();
  });

  it('destroy removes the iframe and stops listening', () => {
    const handler = vi.fn();
    sportsbook.on('currency-changed', handler);
    const frame = sportsbook.iframe.contentWindow;
    sportsbook.destroy();
    fromApp(app('currency-changed', { currency: 'USD' }), APP, frame);
    expect(handler).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
