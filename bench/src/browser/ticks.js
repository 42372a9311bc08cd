// Injected into the page under test (web.ticks), the app or the vanilla reference alike. window.__benchTicks:
// - scan(selector): the odds buttons inside the viewport, with the price each shows;
// - bind(indices): keeps those buttons (by scan index) as the ones to watch, in that order;
// - start() / stop(): records while running: every frame (requestAnimationFrame), long tasks, and each change
//   of a watched button's price with the time it was seen (MutationObserver) and the time of the next frame
//   callback after it (change-to-paint), unless a newer price replaced it before that frame (then it was never
//   painted and gets no paint time). Times are epoch ms (performance.timeOrigin + now) like the server's.
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const priceOf = (button) => {
    const match = /(\d+\.\d{2,3})\s*$/.exec(button.textContent || '');
    return match ? match[1] : null;
  };
  const state = {
    candidates: [],
    buttons: [],
    index: new Map(),
    seen: [],
    recording: false,
    frames: [],
    longTasks: [],
    changes: [],
    // Per button, its latest change not yet followed by a frame: a newer one replaces it (never painted).
    unstamped: new Map(),
    stampScheduled: false,
  };

  const stamp = () => {
    state.stampScheduled = false;
    const t = now();
    for (const change of state.unstamped.values()) change.push(t);
    state.unstamped.clear();
  };

  const onMutations = (records) => {
    if (!state.recording) return;
    const t = now();
    const touched = new Set();
    for (const record of records) {
      const node = record.target.nodeType === 3 ? record.target.parentElement : record.target;
      const button = node?.closest ? node.closest('button') : null;
      if (button && state.index.has(button)) touched.add(button);
    }
    for (const button of touched) {
      const i = state.index.get(button);
      const price = priceOf(button);
      if (price === null || price === state.seen[i]) continue;
      state.seen[i] = price;
      const change = [i, price, t];
      state.changes.push(change);
      state.unstamped.set(i, change);
    }
    if (state.unstamped.size > 0 && !state.stampScheduled) {
      state.stampScheduled = true;
      requestAnimationFrame(stamp);
    }
  };
  const mutations = new MutationObserver(onMutations);

  try {
    new PerformanceObserver((list) => {
      if (!state.recording) return;
      for (const e of list.getEntries()) state.longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
  } catch {
    // no long task API: the bench says so
  }

  const frame = () => {
    if (!state.recording) return;
    state.frames.push(now());
    requestAnimationFrame(frame);
  };

  window.__benchTicks = {
    scan(selector) {
      const all = Array.from(document.querySelectorAll(selector));
      state.candidates = all.filter((b) => {
        const r = b.getBoundingClientRect();
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.bottom > 0 &&
          r.top < innerHeight &&
          r.right > 0 &&
          r.left < innerWidth
        );
      });
      return state.candidates.map(priceOf);
    },
    bind(indices) {
      state.buttons = indices.map((i) => state.candidates[i]);
      state.index = new Map(state.buttons.map((b, i) => [b, i]));
      state.seen = state.buttons.map(priceOf);
      return state.buttons.length;
    },
    /** How many watched buttons show the expected prices (a list in bind order). */
    matching(prices) {
      let n = 0;
      state.buttons.forEach((b, i) => {
        if (b.isConnected && priceOf(b) === prices[i]) n++;
      });
      return n;
    },
    start() {
      state.frames = [];
      state.longTasks = [];
      state.changes = [];
      state.unstamped.clear();
      state.seen = state.buttons.map(priceOf);
      state.recording = true;
      mutations.observe(document.body, { subtree: true, childList: true, characterData: true });
      requestAnimationFrame(frame);
    },
    stop() {
      state.recording = false;
      mutations.disconnect();
      const detached = state.buttons.filter((b) => !b.isConnected).length;
      return { frames: state.frames, longTasks: state.longTasks, changes: state.changes, detached };
    },
  };
})();
