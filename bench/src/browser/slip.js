// Injected into the page (web.slip): Event Timing entries of interactions (durationThreshold 16 ms, the least
// the API allows), kept in window.__benchEvents with the times that split an entry's duration into input delay,
// processing (the event handlers) and presentation (to the paint). The bench reads a click's entries as one
// interaction.
(() => {
  const events = [];
  window.__benchEvents = events;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          events.push({
            name: e.name,
            id: e.interactionId,
            duration: e.duration,
            start: e.startTime,
            processingStart: e.processingStart,
            processingEnd: e.processingEnd,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    window.__benchEventsUnsupported = true;
  }
})();
