#!/usr/bin/env node
// `npm start`: builds what is missing, starts every app that exists (server and web side by side), prints the URLs.
// Apps are found by their package.json "start" script, so this works at every stage of the project.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const hostDemoPort = Number(process.env.HOST_DEMO_PORT ?? 3200);
const providerPort = Number(process.env.SANDBOX_PROVIDER_PORT ?? 4500);
const apps = [
  {
    dir: 'apps/server',
    entry: 'src/server.ts',
    url: `http://localhost:${process.env.PORT ?? 4000}/healthz`,
    label: 'API server',
  },
  {
    dir: 'apps/web',
    entry: 'src/app',
    url: `http://localhost:${process.env.WEB_PORT ?? 3000}/sports`,
    label: 'Sportsbook',
    // The demo casino below may frame the app and talk to it (an operator sets its own origins).
    env: { EMBED_ALLOWED_ORIGINS: process.env.EMBED_ALLOWED_ORIGINS ?? `http://127.0.0.1:${hostDemoPort}` },
  },
  {
    dir: 'apps/host-demo',
    entry: 'server.mjs',
    url: `http://127.0.0.1:${hostDemoPort}/`,
    label: 'Demo casino embedding the sportsbook (another site: 127.0.0.1, not localhost)',
    env: {
      HOST_DEMO_PORT: String(hostDemoPort),
      SPORTSBOOK_URL: process.env.SPORTSBOOK_URL ?? `http://localhost:${process.env.WEB_PORT ?? 3000}/sports`,
      API_URL: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4000}`,
    },
  },
  {
    dir: 'apps/sandbox-provider',
    entry: 'server.mjs',
    url: `http://localhost:${providerPort}/healthz`,
    label: 'Sandbox payment provider (cashier, test cards, racing and lotteries)',
    env: {
      SANDBOX_PROVIDER_PORT: String(providerPort),
      API_URL: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4000}`,
    },
  },
];

function manifest(dir) {
  const file = join(root, dir, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

// Each app runs in a process group of its own (npm, its shell and the app's node): stopping sends SIGTERM to the
// whole group, since npm does not pass it on and the apps would keep running after `npm start` is gone.
const children = [];
function stopChildren() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  children.length = 0;
}
function stopAll(code) {
  stopChildren();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('SIGHUP', () => stopAll(0));
process.on('exit', stopChildren);

// Build what is missing first, then start every app at once: the web app needs the API only to answer its first
// page, not to start, so the two boot side by side; the URLs are printed as each answers.
const runnable = [];
for (const app of apps) {
  const pkg = manifest(app.dir);
  if (!pkg?.scripts?.start || !existsSync(join(root, app.dir, app.entry))) continue;
  const built = pkg.buildOutput ? existsSync(join(root, app.dir, pkg.buildOutput)) : true;
  if (pkg.scripts.build && !built) {
    console.log(`[start] building ${pkg.name} ...`);
    const result = spawnSync('npm', ['run', 'build', '-w', pkg.name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) stopAll(result.status ?? 1);
  }
  runnable.push({ app, pkg });
}
for (const { app, pkg } of runnable) {
  const child = spawn('npm', ['run', 'start', '-w', pkg.name], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...app.env },
    detached: true,
  });
  child.on('exit', (code) => {
    console.error(`[start] ${pkg.name} exited with ${code}`);
    stopAll(code ?? 1);
  });
  children.push(child);
}
for (const { app } of runnable) {
  if (await waitFor(app.url, 180_000))
    console.log(`\n[start] ${app.label} ready: ${app.url.replace(/healthz$/, '')}\n`);
  else console.error(`[start] ${app.label} did not answer at ${app.url} within 180 s`);
}
if (runnable.length === 0) {
  console.log('[start] no app has a start script yet: nothing to run.');
}
