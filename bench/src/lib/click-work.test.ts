import { describe, expect, it } from 'vitest';
import { clickWork } from './click-work';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };
/** A complete event; times in ms (traces count µs). */
const x = (name: string, ts: number, dur: number, extra: object = MAIN) => ({
  ph: 'X',
  name,
  ts: ts * 1000,
  dur: dur * 1000,
  ...extra,
});
const dispatch = (type: string, ts: number, dur: number) => ({
  ...x('EventDispatch', ts, dur),
  args: { data: { type } },
});

describe('clickWork', () => {
  it("counts the click's handler and the frame after it up to the first commit", () => {
    const events = [
      dispatch('pointerdown', 0, 3),
      x('UpdateLayoutTree', 4, 2), // before the click's end: the press's own style, not the click's frame
      dispatch('click', 10, 20),
      x('FunctionCall', 12, 15),
      x('UpdateLayoutTree', 40, 4),
      x('Layout', 44, 6),
      x('PrePaint', 50, 1),
      x('Paint', 51, 8),
      x('Paint', 53, 3), // a layer's paint inside the document's: counted once
      x('Layerize', 59, 2),
      x('Commit', 61, 1),
      x('Layout', 70, 9), // the next frame's
      x('Paint', 45, 50, OTHER), // another thread's
    ];
    expect(clickWork(events)).toEqual([{ handler: 20, frame: 4 + 6 + 1 + 8 + 2 + 1 }]);
  });

  it('gives each click its own frame, and leaves out a click whose frame the trace does not hold', () => {
    const events = [
      dispatch('click', 0, 10),
      x('Paint', 12, 5),
      x('Commit', 17, 1),
      dispatch('click', 100, 30),
      x('Layout', 140, 3),
      x('Commit', 143, 2),
      dispatch('click', 200, 5),
      x('Layout', 210, 3),
    ];
    expect(clickWork(events)).toEqual([
      { handler: 10, frame: 6 },
      { handler: 30, frame: 5 },
    ]);
  });

  it('reads nothing from events that are not complete spans with times', () => {
    const events = [
      null,
      'x',
      { ph: 'B', name: 'EventDispatch', ts: 0, args: { data: { type: 'click' } } },
      { ph: 'X', name: 'EventDispatch', ts: 'soon', dur: 1, args: { data: { type: 'click' } } },
      x('Commit', 5, 1),
    ];
    expect(clickWork(events)).toEqual([]);
  });
});
