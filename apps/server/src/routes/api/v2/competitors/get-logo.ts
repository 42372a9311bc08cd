// GET /competitors/:id/logo.svg - a competitor's crest
import { ErrorBodySchema, IdParamSchema, SvgImageSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../../lib/api-error.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/competitors/:id/logo.svg',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A competitor's crest (SVG)",
        params: IdParamSchema,
        response: { 200: { content: { 'image/svg+xml': { schema: SvgImageSchema } } }, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const svg = await app.catalogue.competitorLogo(request.params.id);
      if (!svg) throw new ApiError(404, 'not_found', `competitor ${request.params.id} has no logo`);
      // Crests never change for an id; the SVG is generated and holds no script.
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};

export default route;
