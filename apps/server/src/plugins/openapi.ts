import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/socratica/api/docs';

/** The OpenAPI document is generated from the contracts' zod schemas that the routes declare. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Socratica API',
        description:
          'The API behind the Socratica learning app. Send the token from POST login as a bearer token.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // staticCSP gives the docs page a policy with hashes for its own scripts.
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
