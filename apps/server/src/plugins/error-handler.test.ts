import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, notFound } from '../lib/http-errors.js';
import errorHandlerPlugin from './error-handler.js';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

// pino's numeric levels.
const WARN = 40;
const ERROR = 50;

const lines: LogLine[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin, {
    apiPrefix: '/api',
    onPageNotFound: (_request, reply) => reply.code(404).send({ detail: 'No page.' }),
  });
  app.get('/api/unavailable', () => {
    throw new HttpError(503, 'YouTube says the daily quota is exceeded.', {}, { cause: new Error('quota') });
  });
  app.get('/api/missing', () => {
    throw notFound('No user has id 7.');
  });
  app.post('/api/typed', { schema: { body: z.object({ n: z.number() }) } }, () => ({ ok: true }));
  app.get('/api/broken', () => {
    throw new Error('disk on fire');
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  lines.length = 0;
});

/** The lines the error handler wrote: everything but Fastify's own request and response lines. */
const handlerLines = () =>
  lines.filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed');

describe('the error log', () => {
  it('logs a refusal answered on purpose (a 503 with a detail) as a warning without a stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'YouTube says the daily quota is exceeded.' });
    const [line, ...others] = handlerLines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: WARN,
      msg: 'request refused',
      statusCode: 503,
      detail: 'YouTube says the daily quota is exceeded.',
      cause: 'Error: quota',
    });
    expect(JSON.stringify(line)).not.toMatch(/stack|error-handler\.test/);
  });

  it('logs 4xx refusals, the app’s and the contracts’ and Fastify’s, as warnings without a stack', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/missing' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/typed', payload: { n: 'seven' } })).statusCode,
    ).toBe(422);
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/typed',
      headers: { 'content-type': 'application/json' },
      payload: '{"n":',
    });
    expect(badJson.json()).toEqual({ detail: 'The request body is not valid JSON.' });

    const logged = handlerLines();
    expect(logged.map((line) => [line.level, line.statusCode])).toEqual([
      [WARN, 404],
      [WARN, 422],
      [WARN, 400],
    ]);
    expect(logged[0]).toMatchObject({ detail: 'No user has id 7.' });
    for (const line of logged) expect(JSON.stringify(line)).not.toContain('stack');
  });

  it('logs an unexpected error as an error with its stack, and shows the client none of it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('disk on fire');
    const [line] = handlerLines();
    expect(line).toMatchObject({ level: ERROR, msg: 'request failed', err: { message: 'disk on fire' } });
    expect((line!.err as { stack: string }).stack).toMatch(/error-handler\.test\.ts/);
  });
});
