import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, refusalLogFields } from '../lib/http-errors.js';
import { dataExceptionDetail } from '../lib/postgres-errors.js';

/** Fastify's own client errors, said the way a person can act on. */
const FRAMEWORK_DETAILS: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    'Send the body as application/json or application/x-www-form-urlencoded.',
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'The request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body.',
  FST_ERR_VALIDATION: (error) => error.message,
};

interface ErrorHandlerOptions {
  apiPrefix: string;
  /** Answers a path outside the API that no route serves (the web app's client routes). */
  onPageNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

async function errorHandlerPlugin(app: FastifyInstance, options: ErrorHandlerOptions) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refusals the app or Fastify answer on purpose are warnings without a stack; only the unexpected
    // errors below are logged as errors with theirs.
    if (error instanceof HttpError) {
      request.log.warn(refusalLogFields(error), 'request refused');
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const detail = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join(' ');
      request.log.warn({ statusCode: 422, detail }, 'request refused');
      return reply.code(422).send({ detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
    }
    const refusedValue = dataExceptionDetail(error);
    if (refusedValue) {
      // The contracts should have refused this value: worth a look, but the request's fault.
      request.log.warn(
        { statusCode: 422, detail: refusedValue, code: error.code, reason: error.message },
        'the database refused a value the contracts let through',
      );
      return reply.code(422).send({ detail: refusedValue });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const describe = error.code ? FRAMEWORK_DETAILS[error.code] : undefined;
      const detail =
        statusCode === 429
          ? 'Too many requests. Please slow down and try again shortly.'
          : describe
            ? describe(error)
            : error.message;
      request.log.warn({ statusCode, detail, code: error.code }, 'request refused');
      return reply.code(statusCode).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path.startsWith(options.apiPrefix)) {
      return reply.code(404).send({ detail: `No API route matches ${request.method} ${path}.` });
    }
    return options.onPageNotFound(request, reply);
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
