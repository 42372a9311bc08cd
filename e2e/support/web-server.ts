/**
 * One more server of the web app's build, started by the spec that needs it rather than by playwright.config.ts,
 * so the other journeys do not pay for it: the layout lock's (tests/layout-lock.spec.ts), and a start that must
 * fail (a bad site settings file). It runs `node server.mjs` as `npm start` does, in front of the e2e API.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { API_PORT } from './servers';
import { SITE_SETTINGS_FILE } from './site-settings';

const WEB_DIR = new URL('../../apps/web/', import.meta.url).pathname;

function launch(port: number, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn('node', ['server.mjs', '-p', String(port)], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_URL: `http://localhost:${API_PORT}`,
      NEXT_PUBLIC_REALTIME_URL: `ws://localhost:${API_PORT}/connection/websocket`,
      SITE_SETTINGS_FILE,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the build on `port` with `env` over the e2e settings, once it answers a page. */
export async function startWebServer(port: number, env: Record<string, string>): Promise<WebServer> {
  const { child, output } = launch(port, env);
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the web server stopped: ${output()}`);
    try {
      await fetch(`${url}/sports/general-rules`, { redirect: 'manual' });
      return { url, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  await stop();
  throw new Error(`the web server did not answer on ${port}: ${output()}`);
}

/** Starts the build with `env` and waits for it to stop by itself: its exit code and what it wrote. */
export async function failedStart(
  port: number,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = launch(port, env);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      resolve(null);
    }, 60_000);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output: output() };
}
