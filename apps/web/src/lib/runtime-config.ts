/**
 * Public configuration read when a page renders, not when the app is built: the same build runs against
 * different servers (dev, e2e on other ports, each operator). Next inlines `process.env.NEXT_PUBLIC_*` at build
 * time wherever it is written literally, so these names are read through a variable; the server reads them per
 * request and hands them to the client through the layout.
 */

import { parseOrigins } from './security-headers';

/** What the browser needs to know about its surroundings. */
export interface PublicConfig {
  realtimeUrl: string;
  /** Absolute origin of the site for canonical links; null when not configured. */
  siteUrl: string | null;
  noindex: boolean;
}

const DEFAULT_REALTIME_URL = 'ws://localhost:4000/connection/websocket';

function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Reads the public configuration on the server (call it from server components only). */
export function readPublicConfig(): PublicConfig {
  return {
    realtimeUrl: env('NEXT_PUBLIC_REALTIME_URL') ?? DEFAULT_REALTIME_URL,
    siteUrl: env('NEXT_PUBLIC_SITE_URL')?.replace(/\/+$/, '') ?? null,
    noindex: env('NEXT_PUBLIC_NOINDEX') === 'true',
  };
}

/** The embedding whitelist (`EMBED_ALLOWED_ORIGINS`) as the embed bridge reads it. */
export interface EmbedConfig {
  /** Listed http(s) origins: the host pages that may frame the app and talk to it. */
  origins: string[];
  /** The list holds `*`: the session hand-over is accepted from any origin (features/embed/host-channel.ts). */
  anyOrigin: boolean;
}

/** Reads the embedding whitelist on the server. */
export function readEmbedConfig(): EmbedConfig {
  const setting = env('EMBED_ALLOWED_ORIGINS');
  return { origins: parseOrigins(setting), anyOrigin: (setting ?? '').split(/[\s,]+/).includes('*') };
}
