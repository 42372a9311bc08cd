// Injected before any script of the page (web.vitals): records LCP, layout shifts, long tasks and FCP as the
// page reports them, in window.__benchVitals, for the bench to read once the page has loaded and gone quiet.
(() => {
  const v = { lcp: null, lcpElement: null, shifts: [], longTasks: [], fcp: null };
  // A short description of an element, for the notes: what the LCP was, what moved.
  const describe = (node) => {
    if (node?.nodeType !== 1) return null;
    const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    const text = (node.textContent || '').trim().slice(0, 40);
    return `${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };
  window.__benchVitals = v;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry(entry);
      }).observe({ type, buffered: true });
    } catch {
      // entry type not supported: the bench reports the figure as not measured
    }
  };
  observe('largest-contentful-paint', (e) => {
    v.lcp = e.startTime;
    v.lcpElement = describe(e.element);
  });
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput)
      v.shifts.push({
        t: e.startTime,
        value: e.value,
        sources: (e.sources || []).map((s) => describe(s.node)).filter(Boolean),
      });
  });
  observe('longtask', (e) => {
    v.longTasks.push({ start: e.startTime, duration: e.duration });
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  });
})();
