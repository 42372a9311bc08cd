// web.ticks' reference: the same odds buttons as the app page shows, updated with plain DOM calls from the same
// realtime channel. It speaks the Centrifuge JSON protocol over a raw WebSocket (connect, subscribe, answer
// pings), parses each publication, skips market versions it has seen (as the app does), and per changed price
// sets the text, the arrow and the flash, which clears after 3 s like the app's. Config comes from
// window.__benchVanilla = {url, token, channel, rows: [[{key, price, label}]]}.
(() => {
  const config = window.__benchVanilla;
  const list = document.getElementById('list');
  const buttons = new Map();
  const versions = new Map();
  for (const row of config.rows) {
    const line = document.createElement('div');
    line.className = 'row';
    for (const cell of row) {
      const button = document.createElement('button');
      button.type = 'button';
      // The attribute the bench finds odds buttons by (the app's OddsButton sets it too).
      button.dataset.layout = 'inline';
      const label = document.createElement('span');
      label.className = 'label';
      label.textContent = cell.label;
      const price = document.createElement('span');
      price.className = 'odds';
      const text = document.createTextNode(cell.price);
      price.append(text);
      button.append(label, ' ', price);
      line.append(button);
      buttons.set(cell.key, { button, price, text, value: Number(cell.price), timer: 0, arrow: null });
    }
    list.append(line);
  }

  const show = (entry, odds) => {
    const up = odds > entry.value;
    entry.value = odds;
    entry.text.data = odds.toFixed(2);
    entry.button.dataset.move = up ? 'up' : 'down';
    if (!entry.arrow) {
      entry.arrow = document.createElement('span');
      entry.arrow.className = 'arrow';
      entry.price.prepend(entry.arrow);
    }
    entry.arrow.textContent = up ? '\u25b2' : '\u25bc';
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      delete entry.button.dataset.move;
      entry.arrow?.remove();
      entry.arrow = null;
    }, 3000);
  };

  const onPublication = (data) => {
    if (data?.type !== 'markets_changed') return;
    const matchId = data.data.match_id;
    for (const market of data.data.markets) {
      const marketKey = `${matchId}/${market.id}/${market.specifier}`;
      if ((versions.get(marketKey) ?? 0) >= market.version) continue;
      versions.set(marketKey, market.version);
      for (const outcome of market.outcomes) {
        const entry = buttons.get(`${marketKey}/${outcome.id}`);
        if (entry && entry.value !== outcome.odds) show(entry, outcome.odds);
      }
    }
  };

  const socket = new WebSocket(config.url);
  socket.onopen = () => {
    socket.send(
      `${JSON.stringify({ id: 1, connect: { token: config.token, name: 'vanilla' } })}\n` +
        JSON.stringify({ id: 2, subscribe: { channel: config.channel } }),
    );
  };
  socket.onmessage = (event) => {
    for (const line of String(event.data).split('\n')) {
      if (line === '') continue;
      if (line === '{}') {
        socket.send('{}');
        continue;
      }
      const message = JSON.parse(line);
      if (message.id === 2) window.__benchVanillaSubscribed = true;
      const pub = message.push?.pub;
      if (pub && message.push.channel === config.channel) onPublication(pub.data);
    }
  };
})();
