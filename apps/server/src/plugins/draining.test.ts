import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Draining } from '../lib/draining.js';
import drainingPlugin, { DRAINING_DETAIL } from './draining.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A server with the hook, a quick route, a probe served while draining, and a route that waits to be let go. */
async function serverWith(draining: Draining) {
  const app = Fastify();
  apps.push(app);
  await app.register(drainingPlugin, { draining });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/quick', async () => ({ ok: true }));
  app.get('/probe', { config: { servedWhileDraining: true } }, async () => ({ alive: true }));
  app.get('/slow', async () => {
    arrived();
    await released;
    return { finished: true };
  });
  await app.ready();
  return { app, release, arrival };
}

describe('the draining hook', () => {
  it('lets every request through while the server is not draining', async () => {
    const { app } = await serverWith(new Draining());
    const response = await app.inject({ method: 'GET', url: '/quick' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses new requests with 503, Retry-After and a sentence, but still answers the probes', async () => {
    const draining = new Draining();
    const { app } = await serverWith(draining);
    draining.begin();
    const refused = await app.inject({ method: 'GET', url: '/quick' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ detail: DRAINING_DETAIL });
    // Unknown paths too: nothing new is taken on.
    expect((await app.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/probe' })).statusCode).toBe(200);
  });

  it('lets a request already under way finish, and says when none is left', async () => {
    const draining = new Draining();
    const { app, release, arrival } = await serverWith(draining);
    const slow = app.inject({ method: 'GET', url: '/slow' });
    await arrival;
    draining.begin();
    expect(draining.requestsInFlight).toBe(1);
    expect(await draining.settled(10)).toBe(false);
    const settled = draining.settled(60_000);
    release();
    const response = await slow;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ finished: true });
    expect(await settled).toBe(true);
    expect(draining.requestsInFlight).toBe(0);
  });
});

describe('Draining', () => {
  it('fires the cut signal only when the grace period is over', () => {
    const draining = new Draining();
    draining.begin();
    expect(draining.active).toBe(true);
    expect(draining.cut.aborted).toBe(false);
    draining.cutRunningWork();
    expect(draining.cut.aborted).toBe(true);
  });

  it('counts a finished request once, however often it reports', async () => {
    const draining = new Draining();
    const first = draining.track();
    draining.track()();
    first();
    first();
    expect(draining.requestsInFlight).toBe(0);
    expect(await draining.settled(0)).toBe(true);
  });
});
