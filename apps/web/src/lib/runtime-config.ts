/**
 * Public configuration read when a page renders, not when the app is built: the same build runs against
 * different servers (dev, e2e on other ports, each operator). Next inlines `process.env.NEXT_PUBLIC_*` at build
 * time wherever it is written literally, so these names are read through a variable; the server reads them per
 * request and hands them to the client through the layout.
 */

import type { ChatSettings, FeatureFlags, PushSettings, SiteFile } from '@sportsbook/contract/site';
import { type ErrorReportingConfig, readErrorReportingConfig } from './error-reporting/config';
import { parseOrigins } from './security-headers';
import { readSite } from './site-file';

/** What the browser needs to know about its surroundings. */
export interface PublicConfig {
  realtimeUrl: string;
  /** Absolute origin of the site for canonical and hreflang links (`NEXT_PUBLIC_SITE_URL`, default below). */
  siteUrl: string;
  noindex: boolean;
  /** Activity tracking period, ms (spec: 60 s); `NEXT_PUBLIC_ACTIVITY_TRACK_MS`, shorter in e2e. */
  activityTrackMs: number;
  /** Reality-check refresh period, ms (spec: 30 s); `NEXT_PUBLIC_REALITY_CHECK_MS`, shorter in e2e. */
  realityCheckMs: number;
  /**
   * The site's rules for this visitor: `signInBlocked` when their country is in BLOCKED_COUNTRIES (sign-in and
   * sign-up are not offered); `depositFieldsRequired` (DEPOSIT_FIELDS_REQUIRED) and `phoneVerificationRequired`
   * (PHONE_VERIFICATION_REQUIRED), what a deposit needs first, as the API server enforces them.
   */
  rules: {
    signInBlocked: boolean;
    depositFieldsRequired: boolean;
    phoneVerificationRequired: boolean;
    /** The site settings' isMyBetsVisible is off: no My bets tab in the slip panel. */
    myBetsHidden: boolean;
    /** The site settings' isShareBetEnabled is off: no sharing a bet, no restoring a shared one. */
    shareBetOff: boolean;
  };
  /** The site settings' loops that may be switched off (feature flags activity_tracking, responsible_gambling). */
  loops: Pick<FeatureFlags, 'activity_tracking' | 'responsible_gambling'>;
  /** The chat widget to load after hydration; null: none. */
  chat: ChatSettings | null;
  /** The push-notification service to load after hydration and consent; null: none. */
  push: PushSettings | null;
  /**
   * The sign-up and sign-in dialogs to preload once the page is idle (feature flags sign_up_iframe_preloader,
   * sign_in_iframe_preloader); off, nothing of a dialog loads before it is opened.
   */
  preload: { signUp: boolean; signIn: boolean };
  /** The visitor's country (ISO code) from the reverse proxy's header; null when it sent none. */
  visitorCountry: string | null;
  /**
   * The tag manager's container id (the site settings' tagManagerId, or `TAG_MANAGER_ID` over it; `GTM-...`),
   * loaded only after consent; null when none.
   */
  tagManagerId: string | null;
  /** Error reporting (`SENTRY_DSN` and friends, lib/error-reporting/config.ts); null when no DSN is configured. */
  errorReporting: ErrorReportingConfig | null;
}

const DEFAULT_REALTIME_URL = 'ws://localhost:4000/connection/websocket';
/** Where `npm start` serves the app: the site URL when `NEXT_PUBLIC_SITE_URL` is not set (README's table). */
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The site's origin from the setting: an http(s) URL without a trailing slash; the default for anything else. */
function siteUrlOf(value: string | undefined): string {
  try {
    const url = new URL(value ?? DEFAULT_SITE_URL);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // Not a URL: the default.
  }
  return DEFAULT_SITE_URL;
}

function env(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** A period in ms from the environment: a whole number from 500 ms to an hour, else `fallback`. */
function periodMs(name: string, fallback: number): number {
  const value = Number(env(name));
  return Number.isInteger(value) && value >= 500 && value <= 3_600_000 ? value : fallback;
}

/** A switch of the environment that overrides the site settings file: true, false, or undefined when unset. */
function envSwitch(name: string): boolean | undefined {
  const value = env(name);
  if (value === undefined) return undefined;
  return !/^(off|false|0|no)$/i.test(value);
}

/** A rule of the environment that overrides the file: `true` is on, anything else off; undefined when unset. */
function envTrue(name: string): boolean | undefined {
  const value = env(name);
  return value === undefined ? undefined : value === 'true';
}

/**
 * Whether the visitor's country, from the header the reverse proxy sets (`COUNTRY_HEADER`, default
 * `x-country-code`, as the API server reads it), is one of the site settings' blockedCountries, or of
 * `BLOCKED_COUNTRIES` (ISO codes, comma-separated) when that is set.
 */
export function signInBlockedFor(
  headers: { get(name: string): string | null } | undefined,
  site: SiteFile = readSite(),
): boolean {
  const setting = env('BLOCKED_COUNTRIES');
  const blocked =
    setting === undefined
      ? site.settings.blockedCountries
      : setting
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean);
  const country = visitorCountryOf(headers);
  return Boolean(country && blocked.includes(country));
}

/** The visitor's country from the reverse proxy's header (`COUNTRY_HEADER`): an ISO code, or null. */
function visitorCountryOf(headers: { get(name: string): string | null } | undefined): string | null {
  const country = headers
    ?.get(env('COUNTRY_HEADER') ?? 'x-country-code')
    ?.trim()
    .toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** Container ids as the tag manager writes them (`GTM-ABC123`); anything else counts as not configured. */
function validTagManagerId(id: string | undefined): string | null {
  return id && /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}

/** Reads the public configuration on the server (call it from server components only); `headers`: the request's. */
export function readPublicConfig(headers?: { get(name: string): string | null }): PublicConfig {
  const site = readSite();
  const { settings } = site;
  return {
    realtimeUrl: env('NEXT_PUBLIC_REALTIME_URL') ?? DEFAULT_REALTIME_URL,
    siteUrl: siteUrlOf(env('NEXT_PUBLIC_SITE_URL')),
    noindex: env('NEXT_PUBLIC_NOINDEX') === 'true',
    activityTrackMs: periodMs('NEXT_PUBLIC_ACTIVITY_TRACK_MS', 60_000),
    realityCheckMs: periodMs('NEXT_PUBLIC_REALITY_CHECK_MS', 30_000),
    rules: {
      signInBlocked: signInBlockedFor(headers, site),
      depositFieldsRequired: envTrue('DEPOSIT_FIELDS_REQUIRED') ?? settings.depositFieldsRequired,
      phoneVerificationRequired: envTrue('PHONE_VERIFICATION_REQUIRED') ?? settings.phoneVerificationRequired,
      myBetsHidden: !settings.isMyBetsVisible,
      shareBetOff: !settings.isShareBetEnabled,
    },
    loops: {
      activity_tracking: settings.featureFlags.activity_tracking,
      responsible_gambling: settings.featureFlags.responsible_gambling,
    },
    chat: settings.chat,
    push: settings.pushNotifications,
    preload: {
      signUp: settings.featureFlags.sign_up_iframe_preloader,
      signIn: settings.featureFlags.sign_in_iframe_preloader,
    },
    visitorCountry: visitorCountryOf(headers),
    tagManagerId:
      env('TAG_MANAGER_ID') === undefined ? settings.tagManagerId : validTagManagerId(env('TAG_MANAGER_ID')),
    errorReporting: readErrorReportingConfig(),
  };
}

/**
 * The spec's right-to-left setting (the site settings' rightToLeft, or `RIGHT_TO_LEFT` over it, on unless
 * `off`/`false`/`0`/`no`): when on, the right-to-left languages (ar, he; fa, ur once configured) render
 * `dir="rtl"` and the layout mirrors; off, every page reads left to right. Read on the server when a page renders.
 */
export function rightToLeftEnabled(): boolean {
  return envSwitch('RIGHT_TO_LEFT') ?? readSite().settings.rightToLeft;
}

/** The amb progress bar's feature flag (amb_progress_bar, or `AMB_PROGRESS` over it), read when a page renders. */
export function ambProgressEnabled(): boolean {
  return envSwitch('AMB_PROGRESS') ?? readSite().settings.featureFlags.amb_progress_bar;
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
