/**
 * The `security-headers` plugin: the headers every answer of the API carries. The API answers JSON to the web
 * app (same site, through its /api rewrite) and to scripts, so a browser is told not to sniff another type, not
 * to send the page's URL on, and not to let other sites embed an answer; a JSON answer loads nothing and is
 * never framed. HTML pages (the /docs Swagger UI, the statistics and video pages the web app frames) keep their
 * own policy: the JSON one would blank them. Strict-Transport-Security only in production, where TLS ends in
 * front of the server; on a developer's http://localhost it would pin the browser to https.
 */
import fp from 'fastify-plugin';

/** On every answer. */
const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
} as const;

/** On JSON answers too: nothing to load, no framing. */
export const JSON_SECURITY_HEADERS = {
  ...API_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

/** In production: https only, for a year, subdomains included. */
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers of this app's answers: `json` on a JSON body, `always` on any other (a 304 has no
     * body, so no type); the answer door adds them to the answers it sends itself.
     */
    securityHeaders: { always: Record<string, string>; json: Record<string, string> };
  }
}

/** Options of the security-headers plugin. */
interface SecurityHeadersOptions {
  production: boolean;
}

export default fp<SecurityHeadersOptions>(
  async (app, { production }) => {
    const always: Record<string, string> = { ...API_SECURITY_HEADERS, ...(production ? HSTS : {}) };
    const json: Record<string, string> = { ...JSON_SECURITY_HEADERS, ...(production ? HSTS : {}) };
    app.decorate('securityHeaders', { always, json });
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.headers(type.startsWith('application/json') ? json : always);
      return payload;
    });
  },
  { name: 'security-headers' },
);
