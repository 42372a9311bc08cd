// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageUrl } from '../image-url';
import { imageAnswer } from './answer';
import { ImageCache } from './cache';
import { encoderQuality, negotiateFormat, readImageRequest } from './options';
import { allowedTarget, isPrivateAddress } from './source';

const CREST =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="9" fill="#c00"/></svg>';
let api: Server;
let apiUrl: string;
let requests = 0;

beforeAll(async () => {
  // 7000 x 6000 = 42 megapixels, over the decoding limit, yet a small file of one colour.
  const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  api = createServer((req, res) => {
    requests++;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/api/v2/competitors/1/logo.svg')
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(CREST);
    else if (path === '/api/v2/competitors/2/logo.svg')
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    else if (path === '/api/v2/competitors/3/logo.svg')
      res.writeHead(302, { location: 'http://images.example.net/x.png' }).end();
    else if (path === '/api/v2/competitors/4/logo.svg')
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (path === '/api/v2/competitors/6/logo.svg')
      res.writeHead(200, { 'content-type': 'image/png' }).end(huge);
    else if (path === '/api/v2/competitors/7/logo.svg')
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(9 * 1024 * 1024));
    else if (path === '/api/v2/competitors/5/logo.svg')
      res.writeHead(200, { 'content-type': 'image/png' }).end('not a png');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  vi.stubEnv('API_URL', apiUrl);
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const ask = (query: string, accept = 'image/avif,image/webp,*/*', headers: Record<string, string> = {}) =>
  imageAnswer(new Request(`http://web/fe-api/image?${query}`, { headers: { accept, ...headers } }));

describe('imageUrl', () => {
  it('writes the proxy address with only the options given', () => {
    expect(imageUrl('/api/v2/competitors/1/logo.svg', { width: 40, height: 40 })).toBe(
      '/fe-api/image?src=%2Fapi%2Fv2%2Fcompetitors%2F1%2Flogo.svg&width=40&height=40',
    );
    expect(imageUrl('https://cdn.example/b.png?v=2', { format: 'webp', quality: 60 })).toBe(
      '/fe-api/image?src=https%3A%2F%2Fcdn.example%2Fb.png%3Fv%3D2&format=webp&quality=60',
    );
  });
});

describe('image request', () => {
  it('reads sizes, format and quality, the base quality 80 by default', () => {
    expect(readImageRequest(new URLSearchParams('src=/a&width=40&format=webp'))).toEqual({
      src: '/a',
      width: 40,
      height: null,
      format: 'webp',
      quality: 80,
    });
  });

  it.each([
    ['width=40', 'image_source_missing'],
    ['src=/a&width=0', 'image_size_invalid'],
    ['src=/a&width=2049', 'image_size_invalid'],
    ['src=/a&height=1.5', 'image_size_invalid'],
    ['src=/a&format=gif', 'image_format_unknown'],
    ['src=/a&quality=101', 'image_quality_invalid'],
    [`src=/${'a'.repeat(2048)}`, 'image_source_not_allowed'],
  ])('refuses %s with %s', (query, code) => {
    expect(() => readImageRequest(new URLSearchParams(query))).toThrow(
      expect.objectContaining({ code, status: 400 }),
    );
  });

  it('scales the quality by the spec: avif x0.8125, webp x0.875', () => {
    expect(encoderQuality(80, 'avif')).toBe(65);
    expect(encoderQuality(80, 'webp')).toBe(70);
    expect(encoderQuality(80, 'png')).toBe(80);
  });

  it('picks avif, then webp, then png from the Accept header unless a format is asked', () => {
    expect(negotiateFormat(null, 'image/avif,image/webp,*/*')).toBe('avif');
    expect(negotiateFormat(null, 'image/webp,*/*')).toBe('webp');
    expect(negotiateFormat(null, '*/*')).toBe('png');
    expect(negotiateFormat('png', 'image/avif')).toBe('png');
  });
});

describe('allowed sources', () => {
  it('allows the API’s crests and the configured origins only', () => {
    expect(allowedTarget('/api/v2/competitors/7/logo.svg', []).trusted).toBe(true);
    expect(allowedTarget('https://cdn.example/a.png', ['https://cdn.example']).trusted).toBe(false);
    for (const src of [
      '/api/v2/players/me',
      '//evil.example/a.png',
      'https://evil.example/a.png',
      'file:///etc/passwd',
      'https://user:pw@cdn.example/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.png',
    ])
      expect(() =>
        allowedTarget(src, ['https://cdn.example', 'http://169.254.169.254', 'http://[::1]']),
      ).toThrow(expect.objectContaining({ code: 'image_source_not_allowed' }));
  });

  it('knows private, loopback and link-local addresses', () => {
    for (const a of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.168.1.1',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
    ])
      expect(isPrivateAddress(a)).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '::ffff:8.8.8.8', '2606:4700::1111'])
      expect(isPrivateAddress(a)).toBe(false);
  });
});

describe('GET /fe-api/image', () => {
  it('serves a crest as avif to a browser that accepts it, at the size asked, with an ETag', async () => {
    const answer = await ask('src=/api/v2/competitors/1/logo.svg&width=48&height=48');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/avif');
    expect(answer.headers.get('vary')).toBe('Accept');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'heif', width: 48, height: 48 });
    const again = await ask('src=/api/v2/competitors/1/logo.svg&width=48&height=48', undefined, {
      'if-none-match': answer.headers.get('etag') ?? '',
    });
    expect(again.status).toBe(304);
  });

  it("serves the site's own page images from public/cms/, and nothing else of the disk", async () => {
    const own = await ask('src=/cms/champions-cup.svg&width=64&format=png');
    expect(own.status).toBe(200);
    expect(await sharp(Buffer.from(await own.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 64,
    });
    expect((await ask('src=/cms/no-such-image.svg&width=64')).status).toBe(404);
    for (const src of [
      '/cms/../next.config.ts',
      '/cms/%2e%2e/package.json',
      '/sandbox-chat.js',
      '/cms/a.js',
    ]) {
      const refused = await ask(`src=${encodeURIComponent(src)}&width=64`);
      expect(refused.status, src).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'image_source_not_allowed' });
    }
  });

  it('serves webp and png when asked, fitting inside the box and never enlarging a raster', async () => {
    const webp = await ask('src=/api/v2/competitors/4/logo.svg&width=100&format=webp');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBeNull();
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({
      width: 100,
      height: 50,
    });
    const png = await ask('src=/api/v2/competitors/4/logo.svg&width=2000&format=png', '*/*');
    expect(await sharp(Buffer.from(await png.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 400,
    });
  });

  it('makes a repeated request from its cache, without fetching the source again', async () => {
    await ask('src=/api/v2/competitors/1/logo.svg&width=32&format=png');
    const before = requests;
    const answer = await ask('src=/api/v2/competitors/1/logo.svg&width=32&format=png');
    expect(answer.status).toBe(200);
    expect(requests).toBe(before);
  });

  it.each([
    ['src=https://evil.example/a.png', 400, 'image_source_not_allowed'],
    ['src=/api/v2/competitors/3/logo.svg', 400, 'image_source_not_allowed'],
    ['src=/api/v2/competitors/2/logo.svg', 400, 'image_source_not_image'],
    ['src=/api/v2/competitors/5/logo.svg', 400, 'image_source_not_image'],
    ['src=/api/v2/competitors/9/logo.svg', 404, 'image_source_not_found'],
    ['src=/api/v2/competitors/6/logo.svg&width=100', 400, 'image_source_too_large'],
    ['src=/api/v2/competitors/7/logo.svg', 400, 'image_source_too_large'],
    ['src=/api/v2/competitors/1/logo.svg&format=gif', 400, 'image_format_unknown'],
    ['src=/api/v2/competitors/1/logo.svg&width=5000', 400, 'image_size_invalid'],
  ])('refuses %s with %i %s', async (query, status, code) => {
    const answer = await ask(query);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ code, field: expect.any(String) });
  });

  it('keeps a versioned source for good, an unversioned one for an hour', async () => {
    const plain = await ask(`src=${encodeURIComponent('/api/v2/competitors/1/logo.svg')}&width=20`);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const versioned = await ask(`src=${encodeURIComponent('/api/v2/competitors/1/logo.svg?v=2')}&width=20`);
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a listed host that resolves to a loopback address', async () => {
    const host = apiUrl.replace('127.0.0.1', 'localhost');
    vi.stubEnv('IMAGE_ALLOWED_ORIGINS', host);
    const answer = await ask(`src=${encodeURIComponent(`${host}/api/v2/competitors/4/logo.svg`)}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'image_source_not_allowed' });
  });
});

describe('image cache', () => {
  it('drops the least recently used past its budget and joins a make in flight', async () => {
    const cache = new ImageCache(10);
    const make = vi.fn(async () => ({ body: Buffer.alloc(4), etag: '"a"' }));
    await Promise.all([cache.get('a', make), cache.get('a', make)]);
    expect(make).toHaveBeenCalledTimes(1);
    await cache.get('b', async () => ({ body: Buffer.alloc(4), etag: '"b"' }));
    await cache.get('a', make);
    await cache.get('c', async () => ({ body: Buffer.alloc(4), etag: '"c"' }));
    await cache.get('b', make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
