/**
 * The answer of `GET /fe-api/icons.svg[?version=...]`: the sprite with an ETag; immutable for a year when the
 * request names the current version (`?version=`, or `?v=`), revalidated after five minutes otherwise (no
 * version, or an old one: the drawing served is always today's).
 */
import { iconSprite } from './sprite';
import { ICON_SPRITE_VERSION } from './version';

const ETAG = `"${ICON_SPRITE_VERSION}"`;

export function iconSpriteAnswer(request: Request): Response {
  const query = new URL(request.url).searchParams;
  const asked = query.get('version') ?? query.get('v');
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control':
      asked === ICON_SPRITE_VERSION ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    ETag: ETAG,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === ETAG) return new Response(null, { status: 304, headers });
  return new Response(iconSprite(), { headers });
}
