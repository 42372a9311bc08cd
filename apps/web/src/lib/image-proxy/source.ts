/**
 * Where the image proxy may fetch from, and the fetch itself. Allowed:
 * - a file of the app's own `public/cms/` folder (`/cms/champions-cup.svg`: the images of the site settings
 *   file's pages), read from disk;
 * - a path of the API's images (`/api/v2/competitors/<id>/logo.svg`, the crests), fetched from `API_URL`;
 * - an absolute http(s) URL on an origin of `IMAGE_ALLOWED_ORIGINS` (space- or comma-separated: an operator's CDN
 *   for banners and CMS images), whose host must resolve to public addresses only: the check is in the socket's
 *   own DNS lookup, so the address connected to is the address checked (no DNS rebinding), and an IP literal is
 *   checked before connecting.
 * Anything else is refused (400 `image_source_not_allowed`): other hosts, credentials in the URL, other paths of
 * the API, private, loopback and link-local addresses. Redirects are followed (at most 3) only to a place these
 * same rules allow. The answer must be an image (`Content-Type: image/...`) of at most `MAX_SOURCE_BYTES`, within
 * `SOURCE_TIMEOUT_MS`.
 */

import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { join } from 'node:path';
import { OWN_IMAGE_PATH } from '@sportsbook/contract/site';
import { serverApiUrl } from '../api/base-url';
import { parseOrigins } from '../security-headers';
import { ImageError } from './image-error';

/** Largest source image, bytes. */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
const SOURCE_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;
/** Paths of the API that serve images. */
const API_IMAGE_PATHS = [/^\/api\/v2\/competitors\/\d{1,12}\/logo\.svg$/];

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');
/** IPv4-mapped IPv6 (a BlockList also matches IPv4 addresses against it, so it has a list of its own). */
const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether an address is not on the public internet (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
    // Any other spelling of a mapped address counts as private rather than being decoded here.
    return MAPPED.check(address, 'ipv6') || PRIVATE.check(address, 'ipv6');
  }
  return true;
}

const notAllowed = (why: string) => new ImageError(400, 'image_source_not_allowed', why, 'src');

/** A source the rules allow: its URL, and whether it is the API (trusted, its address not checked). */
interface Target {
  url: URL;
  trusted: boolean;
}

/** Checks `src` (relative to `base` for a redirect) against the rules; throws `image_source_not_allowed`. */
export function allowedTarget(src: string, allowedOrigins: readonly string[], base?: URL): Target {
  const api = new URL(serverApiUrl());
  let url: URL;
  try {
    url = src.startsWith('/') && !src.startsWith('//') && !base ? new URL(src, api) : new URL(src, base);
  } catch {
    throw notAllowed('src is not a URL or a path');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw notAllowed('only http and https sources');
  if (url.username || url.password) throw notAllowed('credentials in the source URL');
  if (url.origin === api.origin) {
    if (!API_IMAGE_PATHS.some((p) => p.test(url.pathname)))
      throw notAllowed(`${url.pathname} is not an image of the API`);
    return { url, trusted: true };
  }
  if (!allowedOrigins.includes(url.origin)) throw notAllowed(`${url.host} is not an allowed image host`);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isPrivateAddress(literal)) throw notAllowed(`${url.host} is a private address`);
  return { url, trusted: false };
}

/** The socket's DNS lookup for an untrusted host: fails when any address it resolves to is private. */
function publicLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(
        Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }),
        [],
      );
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}

export interface SourceImage {
  body: Buffer;
  contentType: string;
}

function getOnce(
  target: Target,
): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target.url,
      {
        headers: { accept: 'image/avif,image/webp,image/svg+xml,image/*;q=0.8' },
        timeout: SOURCE_TIMEOUT_MS,
        ...(target.trusted ? {} : { lookup: publicLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 502;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location, contentType, body: Buffer.alloc(0) });
        }
        if (status !== 200) {
          response.resume();
          return resolve({ status, contentType, body: Buffer.alloc(0) });
        }
        if (!/^image\//i.test(contentType)) {
          response.destroy();
          return reject(
            new ImageError(
              400,
              'image_source_not_image',
              `the source is ${contentType || 'not typed'}, not an image`,
              'src',
            ),
          );
        }
        if (Number(response.headers['content-length'] ?? 0) > MAX_SOURCE_BYTES) {
          response.destroy();
          return reject(tooLarge());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_SOURCE_BYTES) {
            response.destroy();
            reject(tooLarge());
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EPRIVATE'
          ? notAllowed(error.message)
          : new ImageError(502, 'image_source_unavailable', 'the source did not answer', 'src'),
      ),
    );
  });
}

const tooLarge = () =>
  new ImageError(400, 'image_source_too_large', `the source is larger than ${MAX_SOURCE_BYTES} bytes`, 'src');

const OWN_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** One of the app's own images (the pattern allows no `..`, no escape out of `public/cms/`); null when none. */
async function ownImage(src: string): Promise<SourceImage | null> {
  const match = OWN_IMAGE_PATH.exec(src);
  if (!match) return null;
  const file = join(process.cwd(), 'public', src);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile())
    throw new ImageError(404, 'image_source_not_found', 'the site has no such image', 'src');
  if (info.size > MAX_SOURCE_BYTES) throw tooLarge();
  return { body: await readFile(file), contentType: OWN_TYPES[match[1] as string] as string };
}

/** Fetches an allowed source, following redirects the rules allow. */
export async function fetchSource(src: string): Promise<SourceImage> {
  const own = await ownImage(src);
  if (own) return own;
  const origins = parseOrigins(process.env.IMAGE_ALLOWED_ORIGINS);
  let target = allowedTarget(src, origins);
  for (let hop = 0; ; hop++) {
    const answer = await getOnce(target);
    if (answer.location !== undefined) {
      if (hop >= MAX_REDIRECTS) throw notAllowed('too many redirects');
      target = allowedTarget(answer.location, origins, target.url);
      continue;
    }
    if (answer.status === 404 || answer.status === 410)
      throw new ImageError(404, 'image_source_not_found', 'the source has no such image', 'src');
    if (answer.status !== 200)
      throw new ImageError(502, 'image_source_unavailable', `the source answered ${answer.status}`, 'src');
    return { body: answer.body, contentType: answer.contentType };
  }
}
