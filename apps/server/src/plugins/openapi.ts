import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart body, for the API document only: such a route
     * reads its parts as a stream (no body schema to validate), so without
     * this the document showed no request body at all.
     */
    multipartFields?: Record<string, MultipartField>;
  }
}

/** A multipart field as the document shows it: a file (one or several) or a text. */
export type MultipartField =
  | { file: true; several?: boolean; description: string }
  | { file?: false; enum?: string[]; required?: boolean; description: string };

function multipartBody(fields: Record<string, MultipartField>) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const schema = field.file
        ? field.several
          ? { type: 'array', items: { type: 'string', format: 'binary' }, description: field.description }
          : { type: 'string', format: 'binary', description: field.description }
        : { type: 'string', ...(field.enum ? { enum: field.enum } : {}), description: field.description };
      return [name, schema];
    }),
  );
  const required = Object.entries(fields)
    .filter(([, field]) => field.file || field.required)
    .map(([name]) => name);
  return { type: 'object', properties, required };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: { config?: Pick<FastifyContextConfig, 'multipartFields'> };
};

/** The zod schemas as JSON Schema, and a multipart route's fields as its request body. */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const fields = input.route?.config?.multipartFields;
  return fields ? { ...out, schema: { ...out.schema, body: multipartBody(fields) } } : out;
}

/** OpenAPI generated from the zod route schemas; never written by hand. */
export async function registerOpenApi(app: FastifyInstance, siteName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        description: 'Öffentliche JSON-API des Indexers. Alle Pfade liegen unter /api.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
