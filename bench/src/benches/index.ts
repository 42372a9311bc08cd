/** Every benchmark, in the order BENCHMARKS.md lists them (and the order a full run takes). */
import type { Bench } from '../lib/context.js';
import { apiBet } from './api-bet.js';
import { apiRead } from './api-read.js';
import { rtFanout } from './rt-fanout.js';
import { start } from './start.js';
import { webJs } from './web-js.js';
import { webSlip } from './web-slip.js';
import { webTicks } from './web-ticks.js';
import { webVitals } from './web-vitals.js';

export const BENCHES: Bench[] = [webJs, webVitals, webTicks, webSlip, rtFanout, apiRead, apiBet, start];
