// The demo casino's page script: embeds the sportsbook with @sportsbook/embed and shows the messages both ways.
import { createSportsbook, EMBED_INBOUND_TYPES, EMBED_OUTBOUND_TYPES } from '/sdk/index.js';

const SESSION_KEY = 'casino-session';
/** What the console's payload box starts with, per message type. */
const EXAMPLES = {
  odds_changed: { format: 'fractional' },
  page_changed: { path: '/sports/live' },
  search_modal: { open: true },
  open_bet_slip: { tab: 'bet_slip' },
  viewport: { width: 1280, height: 800, offset_top: 0 },
  iframe_integration: { listeners: ['sign-in', 'deposit'] },
  apply_bet_code: { code: 'ABCD2345' },
  change_locale: { locale: 'es' },
  change_currency: { currency: 'USD' },
};
/** The sportsbook hands these to the casino only while it listens; sign-up is left to the sportsbook. */
const NOT_LISTENED = new Set(['sign-up']);

const $ = (id) => document.getElementById(id);
const { sportsbookUrl } = await (await fetch('/config.json')).json();
const query = new URLSearchParams(window.location.search);
let session = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null');
let wallet = null;

const sportsbook = createSportsbook({
  target: '#sportsbook',
  url: sportsbookUrl,
  locale: query.get('locale') ?? 'en',
  currency: query.get('currency') ?? undefined,
  token: session?.token ?? null,
  title: 'Sports betting',
  // The casino's sticky header covers the top of the window: the sportsbook's dialogs open below it.
  viewportTop: () => document.querySelector('.casino-header').getBoundingClientRect().bottom,
  debug: true,
});
// For automated tests and the curious: what came in and went out.
const received = [];
const sent = [];
window.casino = { sportsbook, received, sent };

function log(direction, type, payload) {
  const item = document.createElement('li');
  item.className = direction;
  item.dataset.type = type;
  const arrow = direction === 'in' ? 'app → casino' : 'casino → app';
  item.innerHTML = `<span class="dir"></span> <strong></strong> <code></code>`;
  item.querySelector('.dir').textContent = arrow;
  item.querySelector('strong').textContent = type;
  item.querySelector('code').textContent = JSON.stringify(payload);
  $('log').prepend(item);
  while ($('log').children.length > 200) $('log').lastElementChild.remove();
  const stats = sportsbook.stats();
  $('stats').textContent = `(${stats.received} received, ${stats.ignored} ignored)`;
}

function money(balance, subunits, currency) {
  const digits = Math.round(Math.log10(subunits));
  return `${(balance / subunits).toFixed(Math.min(digits, 8))} ${currency}`;
}

function showAccount() {
  const signedIn = session !== null;
  $('sign-in-button').hidden = signedIn;
  $('deposit-button').hidden = !signedIn;
  $('sign-out-button').hidden = !signedIn;
  $('casino-balance').textContent = signedIn
    ? wallet
      ? money(wallet.balance, wallet.subunits, wallet.currency)
      : session.email
    : 'Guest';
}

function keepSession(next) {
  session = next;
  if (next) window.sessionStorage.setItem(SESSION_KEY, JSON.stringify(next));
  else window.sessionStorage.removeItem(SESSION_KEY);
  if (!next) wallet = null;
  // The console sits beside the sportsbook on wide screens; on others it folds into a corner, closed.
  if (!window.matchMedia('(min-width: 1700px)').matches) $('console').open = false;

  showAccount();
}

// Every message from the app goes to the log; sign-in and deposit open the casino's own dialogs.
for (const type of EMBED_OUTBOUND_TYPES) {
  if (NOT_LISTENED.has(type)) continue;
  sportsbook.on(type, (payload) => {
    received.push({ type, payload, at: Math.round(performance.now()) });
    log('in', type, payload);
  });
}
sportsbook.on('balance-changed', (payload) => {
  wallet = payload;
  // The console sits beside the sportsbook on wide screens; on others it folds into a corner, closed.
  if (!window.matchMedia('(min-width: 1700px)').matches) $('console').open = false;

  showAccount();
});
// While a dialog of the sportsbook is open, the console steps out of its way.
sportsbook.on('notify-modal-triggered', ({ open }) => {
  $('console').hidden = open;
});
sportsbook.on('sign-in', ({ reason }) => openSignIn(reason));
sportsbook.on('deposit', () => openCashier());

// Sending: every typed call of the SDK, with an example payload.
for (const type of EMBED_INBOUND_TYPES) $('send-type').append(new Option(type, type));
const showExample = () => {
  $('send-payload').value = JSON.stringify(EXAMPLES[$('send-type').value]);
};
$('send-type').addEventListener('change', showExample);
showExample();
$('send-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const type = $('send-type').value;
  let payload;
  try {
    payload = JSON.parse($('send-payload').value);
  } catch {
    $('send-error').textContent = 'The payload is not JSON.';
    return;
  }
  $('send-error').textContent = '';
  sportsbook.send[type](payload);
  sent.push({ type, payload });
  log('out', type, payload);
});

// The casino's sign-in: its backend gets a session token from the sportsbook, handed over through the SDK.
function openSignIn(reason) {
  $('sign-in-reason').textContent =
    reason === 'place_bet'
      ? 'Sign in to place your bet.'
      : reason === 'session_expired'
        ? 'Your session expired.'
        : '';
  $('sign-in-error').textContent = '';
  $('sign-in-dialog').showModal();
}
$('sign-in-button').addEventListener('click', () => openSignIn(null));
$('sign-in-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const answer = await fetch('/casino/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: $('email').value, password: $('password').value }),
  });
  const body = await answer.json();
  if (!answer.ok) {
    $('sign-in-error').textContent = body.message ?? 'Sign-in failed.';
    return;
  }
  keepSession({ token: body.token, email: body.user.email });
  sportsbook.setToken(body.token);
  sent.push({ type: 'iframe_integration', payload: { token: '(the new session)' } });
  log('out', 'iframe_integration', { token: '…' });
  $('sign-in-dialog').close();
});
$('sign-out-button').addEventListener('click', () => {
  keepSession(null);
  sportsbook.setToken(null);
  log('out', 'iframe_integration', { token: null });
});

// The casino's cashier: a deposit made by its backend with the player's token.
function openCashier() {
  if (!session) return openSignIn(null);
  $('cashier-currency').textContent = wallet?.currency ?? 'EUR';
  $('cashier-error').textContent = '';
  $('cashier-dialog').showModal();
}
$('deposit-button').addEventListener('click', openCashier);
$('cashier-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const currency = wallet?.currency ?? 'EUR';
  const subunits = wallet?.subunits ?? 100;
  const answer = await fetch('/casino/deposit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: session.token,
      currency,
      amount: Math.round(Number($('amount').value) * subunits),
    }),
  });
  if (!answer.ok) {
    $('cashier-error').textContent = (await answer.json()).message ?? 'The deposit failed.';
    return;
  }
  $('cashier-dialog').close();
});
for (const button of document.querySelectorAll('[data-close]'))
  button.addEventListener('click', () => button.closest('dialog').close());

// The console sits beside the sportsbook on wide screens; on others it folds into a corner, closed.
if (!window.matchMedia('(min-width: 1700px)').matches) $('console').open = false;

showAccount();
