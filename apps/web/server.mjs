#!/usr/bin/env node
/**
 * The web app's production server: Next.js's request handler behind a plain Node HTTP server, started as
 * `node server.mjs [-p PORT] [-H HOSTNAME]` (what `next start` takes; PORT / HOSTNAME from the environment
 * otherwise). It exists for one reason: a path whose percent-encoding does not decode (`/%E0%A4%A/sports`) fails
 * Next's router before any of the app's code runs, and Next answers 500 (vercel/next.js#92527). Such a path can
 * name no page, so this server hands Next a path that names none instead (scripts/malformed-path.mjs), and the
 * visitor gets the not-found page with 404 like for any other unknown address.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { guardMalformedPath } from './scripts/malformed-path.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
  strict: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`web: not a port: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}
const hostname = values.hostname ?? process.env.HOSTNAME;
// `next start` runs the production build; so does this server, whatever the shell's NODE_ENV says. Like it, the
// server works from the app's folder (the image proxy reads public/cms/ from there).
process.env.NODE_ENV = 'production';
process.chdir(import.meta.dirname);

const { default: next } = await import('next');
const app = next({ dev: false, dir: import.meta.dirname, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  guardMalformedPath(req);
  handle(req, res);
});
server.listen(port, hostname, () => {
  const address = server.address();
  const shown =
    typeof address === 'object' && address ? `${hostname ?? 'localhost'}:${address.port}` : address;
  console.log(`web: ready on http://${shown}`);
});

function stop() {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold the close open; the handler has answered what it was asked.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
