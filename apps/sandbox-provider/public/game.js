/**
 * A provider game round: the pick goes to the provider (POST /api/games/play), which debits the stake and credits a
 * win through the sportsbook's wallet, then tells the app that frames it to refresh the balance.
 */
(() => {
  const form = document.getElementById('game-form');
  const status = document.getElementById('game-status');
  const show = (text, level) => {
    status.textContent = text;
    status.dataset.level = level;
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const pick = event.submitter?.value;
    const buttons = form.querySelectorAll('button');
    for (const button of buttons) button.disabled = true;
    show('Round running…', 'info');
    try {
      const answer = await fetch('/api/games/play', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...Object.fromEntries(new FormData(form)), pick }),
      });
      const result = await answer.json().catch(() => ({}));
      if (!answer.ok) show(result.message ?? 'The round could not be played.', 'error');
      else
        show(
          result.won
            ? `You won! The winner was ${result.winner}.`
            : `No luck: the winner was ${result.winner}.`,
          result.won ? 'success' : 'warning',
        );
      if (window.parent !== window)
        window.parent.postMessage({ source: 'spi', type: 'accounts_updated' }, '*');
    } catch {
      show('The game does not answer. Try again.', 'error');
    } finally {
      for (const button of buttons) button.disabled = false;
    }
  });
})();
