/*
 * The sandbox push service (site settings `"pushNotifications": { "type": "sandbox", "appId": "..." }`): a
 * stand-in for OneSignal's Web SDK v16, served by the web app itself so the push loader can be tried without the
 * network. It speaks the SDK's interface as far as features/push uses it: a queue of callbacks
 * (window.SandboxPushDeferred, like OneSignalDeferred), `init({ appId, labels })`, and
 * `User.PushSubscription` with its `id` and its `change` event. Like the SDK's slide-down prompt it asks first in
 * the page, then the browser's Notification permission; once granted, the subscription id is made here (a UUID,
 * kept in localStorage) instead of by a push service. Nothing leaves the page.
 */
(() => {
  if (window.SandboxPush) return;
  const STORE = 'sandbox-push-subscription';
  const DISMISSED = 'sandbox-push-dismissed';
  const listeners = new Set();
  const subscription = {
    id: null,
    optedIn: false,
    addEventListener: (type, listener) => {
      if (type === 'change') listeners.add(listener);
    },
    removeEventListener: (type, listener) => {
      if (type === 'change') listeners.delete(listener);
    },
  };

  const subscribe = () => {
    let id = localStorage.getItem(STORE);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(STORE, id);
    }
    const previous = { id: subscription.id, optedIn: subscription.optedIn };
    subscription.id = id;
    subscription.optedIn = true;
    for (const listener of listeners) listener({ previous, current: { id, optedIn: true } });
  };

  /** The in-page prompt before the browser's own (OneSignal's slide-down). */
  const prompt = (labels) => {
    if (document.getElementById('sandbox-push') || sessionStorage.getItem(DISMISSED)) return;
    const root = document.createElement('section');
    root.id = 'sandbox-push';
    root.setAttribute('role', 'dialog');
    root.setAttribute('aria-labelledby', 'sandbox-push-title');
    root.setAttribute('aria-describedby', 'sandbox-push-body');
    root.style.cssText = [
      'position:fixed',
      'top:16px',
      'inset-inline:0',
      'margin-inline:auto',
      'width:min(400px, calc(100vw - 32px))',
      'box-sizing:border-box',
      'z-index:var(--z-overlay, 1000)',
      'padding:16px',
      'border-radius:var(--radius-lg, 12px)',
      'border:1px solid var(--color-border-strong, #3b4a5c)',
      'background:var(--color-surface, #141a22)',
      'color:var(--color-text, #eef2f6)',
      'box-shadow:var(--shadow-raised, 0 8px 24px rgb(0 0 0 / 0.4))',
      'font-family:var(--font-family, sans-serif)',
    ].join(';');
    const title = document.createElement('h2');
    title.id = 'sandbox-push-title';
    title.textContent = labels.title;
    title.style.cssText = 'margin:0 0 8px;font-size:var(--font-size-md, 15px)';
    const body = document.createElement('p');
    body.id = 'sandbox-push-body';
    body.textContent = labels.body;
    body.style.cssText =
      'margin:0 0 12px;color:var(--color-text-muted, #a3b1c2);font-size:var(--font-size-sm, 13px)';
    const buttonStyle = [
      'min-height:44px',
      'padding:0 16px',
      'border-radius:var(--radius-pill, 999px)',
      'border:1px solid var(--color-border-strong, #3b4a5c)',
      'font:inherit',
      'font-weight:600',
      'cursor:pointer',
    ];
    const later = document.createElement('button');
    later.type = 'button';
    later.textContent = labels.later;
    later.style.cssText = [
      ...buttonStyle,
      'background:var(--color-surface-2, #1b232d)',
      'color:var(--color-text, #eef2f6)',
    ].join(';');
    const allow = document.createElement('button');
    allow.type = 'button';
    allow.textContent = labels.allow;
    allow.style.cssText = [
      ...buttonStyle,
      'border-color:transparent',
      'background:var(--color-accent, #c8f53c)',
      'color:var(--color-on-accent, #0d1117)',
    ].join(';');
    const actions = document.createElement('div');
    actions.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end';
    actions.append(later, allow);
    root.append(title, body, actions);

    const close = () => {
      root.remove();
    };
    later.addEventListener('click', () => {
      sessionStorage.setItem(DISMISSED, '1');
      close();
    });
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') later.click();
    });
    allow.addEventListener('click', async () => {
      close();
      if ((await Notification.requestPermission()) === 'granted') subscribe();
    });
    document.body.append(root);
  };

  const sdk = {
    User: { PushSubscription: subscription },
    init: async ({ appId, labels }) => {
      sdk.appId = appId;
      if (!('Notification' in window)) return;
      if (Notification.permission === 'granted') subscribe();
      else if (Notification.permission === 'default') prompt(labels);
    },
  };

  window.SandboxPush = sdk;
  // The queue as the loader left it, then every later push runs at once (OneSignalDeferred's behaviour).
  const queued = Array.isArray(window.SandboxPushDeferred) ? window.SandboxPushDeferred : [];
  window.SandboxPushDeferred = { push: (callback) => void callback(sdk) };
  for (const callback of queued) void callback(sdk);
})();
