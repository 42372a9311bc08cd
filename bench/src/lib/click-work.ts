/**
 * The main thread's own work for each click of a traced stretch, read from a Chromium trace (lib/devtools.ts):
 * the click's handler (its `EventDispatch`) and the rendering of the frame after it (style, layout, pre-paint,
 * paint, layerize, up to and with the first commit after the handler). Unlike an Event Timing duration, it leaves
 * out what the page waits for (input delay, the next frame's turn, raster and presentation on other threads), which
 * on a shared 2-core machine moves more between runs than the work does.
 */

/** One click's main-thread work, in ms. */
export interface ClickWork {
  handler: number;
  frame: number;
}

/** The phases of a frame's rendering on the main thread, as trace events name them. */
const FRAME_PHASES = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);

interface TraceEvent {
  name?: unknown;
  ph?: unknown;
  ts?: unknown;
  dur?: unknown;
  pid?: unknown;
  tid?: unknown;
  args?: { data?: { type?: unknown } };
}

interface Span {
  name: string;
  ts: number;
  dur: number;
  thread: string;
  type: unknown;
}

/** Complete events ('X') with a start and a duration; anything else in the trace is left out. */
function spans(events: readonly unknown[]): Span[] {
  const out: Span[] = [];
  for (const raw of events) {
    const e = raw as TraceEvent;
    if (e === null || typeof e !== 'object' || e.ph !== 'X') continue;
    if (typeof e.name !== 'string' || typeof e.ts !== 'number' || typeof e.dur !== 'number') continue;
    out.push({ name: e.name, ts: e.ts, dur: e.dur, thread: `${e.pid}:${e.tid}`, type: e.args?.data?.type });
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/**
 * Each click's work, in the order of the clicks. The frame of a click is the rendering phases that start after
 * its handler ends, counted once where they nest (a layer's paint inside the document's), until the end of the
 * first commit; a click whose trace ends before that commit is left out.
 */
export function clickWork(events: readonly unknown[]): ClickWork[] {
  const all = spans(events);
  const clicks = all.filter((s) => s.name === 'EventDispatch' && s.type === 'click');
  const out: ClickWork[] = [];
  for (const click of clicks) {
    const end = click.ts + click.dur;
    const thread = all.filter((s) => s.thread === click.thread && s.ts >= end);
    const commit = thread.find((s) => s.name === 'Commit');
    if (!commit) continue;
    let frame = 0;
    let covered = end;
    for (const s of thread) {
      if (s.ts > commit.ts) break;
      if (!FRAME_PHASES.has(s.name) || s.ts < covered) continue;
      frame += s.dur;
      covered = s.ts + s.dur;
    }
    out.push({ handler: click.dur / 1000, frame: frame / 1000 });
  }
  return out;
}
