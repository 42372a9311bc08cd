import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RawClient } from './raw-client.js';
import { SECRET, startHub, type TestHub } from './test-support.js';
import { TokenService } from './tokens.js';

const CLOSE_CODES = new Set([1009, 3500, 3501, 3502, 3013]);
const ERROR_CODES = new Set([100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 112]);
const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'history',
  'refresh',
  'sub_refresh',
  'rpc',
  'x',
];

/** Commands that are almost right: real method names, arbitrary ids and payloads. */
const nearCommand = fc.record(
  {
    id: fc.oneof(fc.nat(1000), fc.integer(), fc.double(), fc.string(), fc.constant(null)),
    method: fc.constantFrom(...METHODS),
    body: fc.oneof(
      fc.object(),
      fc.record({
        channel: fc.oneof(fc.constantFrom('public:en', '$user:1', 'match:1', ''), fc.string()),
        token: fc.string(),
        offset: fc.oneof(fc.nat(), fc.integer(), fc.double()),
        epoch: fc.string(),
        recover: fc.boolean(),
        limit: fc.integer(),
      }),
      fc.anything(),
    ),
  },
  { requiredKeys: ['method'] },
);

const frame = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .array(nearCommand, { minLength: 1, maxLength: 5 })
    .map((commands) =>
      commands.map(({ id, method, body }) => JSON.stringify({ id, [method]: body })).join('\n'),
    ),
);

describe('the hub under random frames', () => {
  let hub: TestHub;
  const tokens = new TokenService(SECRET, 60);

  beforeAll(async () => {
    hub = await startHub({ pingIntervalSeconds: 0 });
  });
  afterAll(async () => {
    await hub.close();
  });

  it('answers with documented errors or close codes and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), frame, async (connectFirst, text) => {
        const client = await RawClient.open(hub.wsUrl);
        if (connectFirst) await client.connect(await tokens.connectionToken('1'), 999_999);
        client.sendText(text);
        const outcome = await Promise.race([
          client.closed,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 30)),
        ]);
        if (outcome !== null) expect(CLOSE_CODES).toContain(outcome.code);
        for (const message of client.messages) {
          const error = message.error as { code: number } | undefined;
          if (error) expect(ERROR_CODES).toContain(error.code);
        }
        client.close();
      }),
      { numRuns: 60 },
    );
    const healthy = await RawClient.open(hub.wsUrl);
    expect((await healthy.connect(await tokens.connectionToken(''))).connect).toBeDefined();
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    healthy.close();
  });
});
