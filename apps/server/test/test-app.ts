import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type Services } from '../src/app.js';
import type { Coach } from '../src/coach/coach.js';
import { readEnv } from '../src/config/env.js';
import type { DatabaseHandle } from '../src/db/client.js';
import type { Draining } from '../src/lib/draining.js';
import { IpLocator } from '../src/lib/ip-location.js';
import { createBoss } from '../src/jobs/boss.js';
import type { SpeechSynthesizer } from '../src/speech/speech.js';
import { freshDatabase } from './test-database.js';

export const ADMIN_PASSWORD = 'admin-password';

/** A tiny stand-in for the built web app, so page serving is tested without a build. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'socratica-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Socratica</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app")');
  return dir;
}

// One locator for the whole file: its databases are large and read once.
const sharedLocator = new IpLocator();

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  /** Signs in through the API and returns the bearer header for later calls. */
  signIn(username: string, password: string): Promise<{ authorization: string }>;
  /** Creates a user through the admin API and returns its id and bearer header. */
  createUser(
    username: string,
    options?: { role?: 'user' | 'admin'; password?: string },
  ): Promise<{ id: number; headers: { authorization: string } }>;
  adminHeaders(): Promise<{ authorization: string }>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Run podcast jobs through a real pg-boss queue on the test database, as main does. Off by default: a
   * generation request is then stored and stays waiting, and no speech or encoding runs.
   */
  runJobs?: boolean;
  speech?: SpeechSynthesizer;
  /** The coach; by default the one SOCRATICA_AI_PROVIDER names. */
  coach?: Coach;
  /** The server's clock, for schedules. */
  now?: () => Date;
  /** The drain a stop begins, for a test to begin it. */
  draining?: Draining;
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const boss = options.runJobs ? createBoss(database) : undefined;
  const env = readEnv({
    NODE_ENV: 'test',
    SOCRATICA_LOG_LEVEL: 'silent',
    SOCRATICA_DATA_DIR: mkdtempSync(join(tmpdir(), 'socratica-data-')),
    // Tests never reach the real Wikipedia: a test that needs it points SOCRATICA_WIKIPEDIA_BASE_URL at the fake.
    SOCRATICA_WIKIPEDIA: 'false',
    ...envOverrides,
  });
  const { app, services } = await buildApp({
    env,
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    jwtSecretSource: 'environment',
    webDistDir: fakeWebDist(),
    ipLocator: sharedLocator,
    ...(boss ? { boss } : { enqueuePodcastJob: async () => {} }),
    ...(options.speech ? { speech: options.speech } : {}),
    ...(options.coach ? { coach: options.coach } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.draining ? { draining: options.draining } : {}),
  });
  if (boss) {
    await boss.start();
    await services.podcastGeneration?.start();
  }
  await services.users.ensureFirstAdmin(ADMIN_PASSWORD);
  await app.ready();

  const signIn = async (username: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/socratica/api/login',
      payload: { username, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${response.body}`);
    return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
  };
  let admin: { authorization: string } | undefined;
  const adminHeaders = async () => (admin ??= await signIn('admin', ADMIN_PASSWORD));

  return {
    app,
    services,
    database,
    signIn,
    adminHeaders,
    inject: (options) => app.inject(options),
    async createUser(username, { role = 'user', password = `${username}-password` } = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/socratica/api/admin/users',
        headers: await adminHeaders(),
        payload: { username, email: `${username}@example.com`, password, role },
      });
      if (response.statusCode !== 201) throw new Error(`creating ${username} failed: ${response.body}`);
      return { id: response.json<{ id: number }>().id, headers: await signIn(username, password) };
    },
    async close() {
      // As the server stops (main.ts): the job under way stops and is handed back before the database
      // closes. Only aborting it let its last writes reach a closed database: an unhandled rejection
      // ("PGlite is closed") that failed a whole CI run though every test had passed.
      await services.podcastGeneration?.handBack(10_000);
      await app.close();
      await boss?.stop({ graceful: false, close: true, wait: true });
      await database.close();
    },
  };
}
