/** The provider's HTML pages: the hosted payment page (its widget is public/main.js) and a plain message page. */

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #1b2430; background: #ffffff; }
  body { margin: 0; padding: 16px; }
  main { max-width: 440px; margin: 0 auto; display: grid; gap: 14px; }
  h1 { font-size: 1.15rem; margin: 0; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 0; }
  .brand { font-size: 0.8rem; color: #4a5563; margin: 0; letter-spacing: 0.02em; }
  label { font-weight: 600; display: block; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #6b7685;
    border-radius: 8px; }
  button { font: inherit; min-height: 44px; padding: 8px 14px; border-radius: 8px; border: 1px solid #1d4ed8;
    background: #1d4ed8; color: #ffffff; font-weight: 600; cursor: pointer; }
  button.secondary { background: #ffffff; color: #1d4ed8; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  button:disabled { opacity: 0.6; cursor: progress; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px; }
  .card { width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 8px; text-align: left;
    background: #f1f5f9; color: #1b2430; border-color: #cbd5e1; font-weight: 500; flex-wrap: wrap; }
  .card code { font-size: 0.9rem; }
  .status { min-height: 1.5em; margin: 0; font-weight: 600; }
  .status[data-level="error"] { color: #b91c1c; }
  .status[data-level="success"] { color: #15803d; }
  .status[data-level="warning"] { color: #92400e; }
  .challenge { border: 1px solid #cbd5e1; border-radius: 8px; padding: 12px; display: grid; gap: 10px; }
  .challenge[hidden] { display: none; }
  .row { display: flex; gap: 8px; flex-wrap: wrap; }
`;

const CARD_LABELS = {
  success: 'Succeeds',
  failure: 'Declined',
  pending: 'Pending, then succeeds',
  three_d_secure: 'Asks for 3-D Secure confirmation',
};

/** Formats minor units of a currency for the page (2 decimals but for BTC's 8). */
function formatAmount(amount, currency) {
  const digits = currency === 'BTC' ? 8 : 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** The hosted payment page of a signed intent. */
export function hostedPage({ intent, params, cards, method }) {
  // The method the sportsbook offers first (its player's last one, `card:4242`): that test card, filled in.
  const last = typeof method === 'string' ? /^card:(\d{4})$/.exec(method)?.[1] : undefined;
  const preset = last ? Object.keys(cards).find((number) => number.endsWith(last)) : undefined;
  const hidden = ['intent', 'amount', 'currency', 'return_to', 'sig']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name] ?? '')}">`)
    .join('');
  const back = intent.returnTo;
  const list = Object.entries(cards)
    .map(
      ([number, outcome]) =>
        `<li><button type="button" class="card secondary" data-card="${number}"><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code><span>${CARD_LABELS[outcome]}</span></button></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay: deposit</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">Sandbox Pay · test mode, no real money</p>
  <h1>Deposit</h1>
  <p class="amount">${escapeHtml(formatAmount(intent.amount, intent.currency))}</p>
  <form id="spi-form" novalidate>
    ${hidden}
    <label for="spi-card">Card number</label>
    <input id="spi-card" name="card" inputmode="numeric" autocomplete="cc-number" required
      aria-describedby="spi-cards-title"${preset ? ` value="${preset}"` : ''}>
    ${preset ? `<p class="last" data-testid="spi-last-method">Last used: card ending ${escapeHtml(last)}</p>` : ''}
    <p id="spi-cards-title">Test cards (choose one to fill it in):</p>
    <ul>${list}</ul>
    <p class="status" id="spi-status" role="status" aria-live="polite"></p>
    <button type="submit" id="spi-pay">Pay ${escapeHtml(formatAmount(intent.amount, intent.currency))}</button>
  </form>
  <section class="challenge" id="spi-challenge" aria-labelledby="spi-challenge-title" hidden>
    <h2 id="spi-challenge-title">Confirm with your bank</h2>
    <p>Your bank asks you to confirm this payment (3-D Secure test step).</p>
    <div class="row">
      <button type="button" id="spi-approve">Confirm payment</button>
      <button type="button" class="secondary" id="spi-reject">Cancel payment</button>
    </div>
  </section>
</main>
<script src="/spi/main.js" data-server-url="" data-api-prefix="/api"
  data-redirect-success="${escapeHtml(`${back}?deposit=success`)}"
  data-redirect-error="${escapeHtml(`${back}?deposit=error`)}"
  data-redirect-pending="${escapeHtml(`${back}?deposit=pending`)}"></script>
</body>
</html>`;
}

/** A page that only says something (a bad link). */
export function messagePage(title, text) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>`;
}

/** The provider's games and their six picks. */
export const GAMES = {
  horse_racing: {
    title: 'Sandbox Racing',
    pick: 'Pick a horse',
    choices: ['Thunder', 'Comet', 'Juniper', 'Marigold', 'Pepper', 'Sable'],
  },
  lotto: { title: 'Sandbox Lotto', pick: 'Pick a number', choices: ['7', '13', '21', '28', '34', '42'] },
};

/** A game's page for a signed launch: a stake of 1.00 on one of six picks; a win pays 5 times the stake. */
export function gamePage({ app, params }) {
  const game = GAMES[app];
  const hidden = ['app', 'player', 'currency', 'session', 'expires', 'sig']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name] ?? '')}">`)
    .join('');
  const picks = game.choices
    .map(
      (choice, i) =>
        `<li><button type="submit" name="pick" value="${i}" class="card secondary">${escapeHtml(choice)}</button></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${game.title}</title>
<style>${STYLE} ul { grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); }</style>
</head>
<body>
<main>
  <p class="brand">Sandbox games · test mode, no real money</p>
  <h1>${game.title}</h1>
  <p>Stake 1.00 ${escapeHtml(params.currency)} per round; a win pays 5.00. ${game.pick}:</p>
  <form id="game-form">
    ${hidden}
    <ul>${picks}</ul>
  </form>
  <p class="status" id="game-status" role="status" aria-live="polite"></p>
</main>
<script src="/games/game.js"></script>
</body>
</html>`;
}
