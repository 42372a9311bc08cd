/**
 * The `json-body` plugin: an empty body sent as application/json counts as no body (browsers' fetch with a
 * JSON content type and nothing to send does this), instead of Fastify's 400. Everything else goes to
 * Fastify's own JSON parser, which guards against prototype poisoning.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, null);
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
