/**
 * The cashier widget (/spi/main.js): configured by its script tag with a server URL (data-server-url, empty for
 * this origin), an API prefix (data-api-prefix) and the redirect routes of each result (data-redirect-success,
 * -error, -pending). It charges the card, runs the 3-D Secure step, and posts the provider's events to the app that
 * frames the page: `{source: 'spi', type: 'notification', level: 'success' | 'warning' | 'danger', title, message}`
 * (keys the app translates under 'spi.notification.'), `{source: 'spi', type: 'accounts_updated'}` and
 * `{source: 'spi', type: 'redirect', url}`.
 */
(() => {
  const script = document.currentScript;
  const config = {
    serverUrl: script.dataset.serverUrl ?? '',
    apiPrefix: script.dataset.apiPrefix ?? '/api',
    redirects: {
      success: script.dataset.redirectSuccess,
      error: script.dataset.redirectError,
      pending: script.dataset.redirectPending,
    },
  };
  const form = document.getElementById('spi-form');
  const card = document.getElementById('spi-card');
  const status = document.getElementById('spi-status');
  const pay = document.getElementById('spi-pay');
  const challenge = document.getElementById('spi-challenge');
  let challengeId = null;

  const emit = (event) => {
    if (window.parent !== window) window.parent.postMessage({ source: 'spi', ...event }, '*');
  };
  const show = (text, level) => {
    status.textContent = text;
    status.dataset.level = level;
  };
  const fields = () => Object.fromEntries(new FormData(form));

  async function call(path, body) {
    const answer = await fetch(`${config.serverUrl}${config.apiPrefix}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await answer.json().catch(() => ({}));
    return { ok: answer.ok, json };
  }

  const RESULTS = {
    succeeded: ['Payment received.', 'success', 'success', 'deposit_succeeded', 'success'],
    pending: [
      'Payment pending: it will be credited when the bank confirms.',
      'warning',
      'warning',
      'deposit_pending',
      'pending',
    ],
    failed: ['The card was declined.', 'error', 'danger', 'card_declined', 'error'],
    undelivered: [
      'The payment could not be confirmed. Try again later.',
      'error',
      'danger',
      'deposit_failed',
      'error',
    ],
  };

  function finish(result) {
    const known = RESULTS[result] ?? RESULTS.undelivered;
    const [text, level, eventLevel, key, redirect] = known;
    show(text, level);
    emit({ type: 'notification', level: eventLevel, title: `${key}_title`, message: key });
    if (result === 'succeeded' || result === 'pending') emit({ type: 'accounts_updated' });
    emit({ type: 'redirect', url: config.redirects[redirect] });
  }

  async function run(path, body) {
    pay.disabled = true;
    show('Processing…', 'info');
    try {
      const { ok, json } = await call(path, body);
      if (!ok) {
        show(json.message ?? 'The payment failed.', 'error');
        card.setAttribute('aria-invalid', 'true');
        card.focus();
        return;
      }
      if (json.status === 'requires_action') {
        challengeId = json.challenge;
        show('', 'info');
        form.hidden = true;
        challenge.hidden = false;
        document.getElementById('spi-approve').focus();
        return;
      }
      challenge.hidden = true;
      form.hidden = false;
      finish(json.status);
    } catch {
      show('The payment service does not answer. Try again.', 'error');
    } finally {
      pay.disabled = false;
    }
  }

  for (const button of document.querySelectorAll('[data-card]')) {
    button.addEventListener('click', () => {
      card.value = button.dataset.card;
      card.removeAttribute('aria-invalid');
      card.focus();
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!card.value.trim()) {
      show('Enter a card number.', 'error');
      card.setAttribute('aria-invalid', 'true');
      card.focus();
      return;
    }
    void run('/charges', fields());
  });
  const answer = (approve) => () =>
    void run('/charges/confirm', { ...fields(), challenge: challengeId, approve });
  document.getElementById('spi-approve').addEventListener('click', answer(true));
  document.getElementById('spi-reject').addEventListener('click', answer(false));
  emit({ type: 'rendered', height: document.documentElement.scrollHeight });
})();
