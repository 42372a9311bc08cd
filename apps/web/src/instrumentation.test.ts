import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from './instrumentation';

const dir = mkdtempSync(join(tmpdir(), 'instrumentation-'));
let files = 0;
const siteFile = (content: string) => {
  const path = join(dir, `site-${++files}.json`);
  writeFileSync(path, content);
  return path;
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Runs `register` as the Node server does at start; the exit code it stopped with, or null. */
async function start(file: string): Promise<{ code: number | null; logged: string }> {
  vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  vi.stubEnv('SENTRY_DSN', '');
  vi.stubEnv('SITE_SETTINGS_FILE', file);
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  let code: number | null = null;
  vi.spyOn(process, 'exit').mockImplementation((value) => {
    code = Number(value);
    throw new Error('exited');
  });
  await register().catch((error: Error) => {
    if (error.message !== 'exited') throw error;
  });
  return { code, logged: log.mock.calls.map((call) => String(call[0])).join('\n') };
}

describe('register (the web app starting)', () => {
  it('stops the app with a message naming the bad field of the site settings file', async () => {
    const file = siteFile(JSON.stringify({ settings: { chat: { type: 'skype', id: 'x' } } }));
    const { code, logged } = await start(file);
    expect(code).toBe(1);
    expect(logged).toContain(file);
    expect(logged).toMatch(/settings\.chat\.type: /);
  });

  it('stops it for a file that is not JSON, or missing', async () => {
    expect((await start(siteFile('{ "settings": '))).code).toBe(1);
    expect((await start(join(dir, 'missing.json'))).code).toBe(1);
  });

  it('starts with a good file', async () => {
    expect(await start(siteFile(JSON.stringify({ settings: { isMyBetsVisible: false } })))).toEqual({
      code: null,
      logged: '',
    });
  });
});
