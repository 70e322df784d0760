import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'socratica-test';

export interface FakeS3 {
  endpoint: string;
  /** What createTestApp and readEnv take to keep audio in this store's bucket. */
  env: Record<string, string>;
  /** An outage: the store stops answering, and every open connection to it is cut. */
  stop(): Promise<void>;
  /** The store comes back on the same port, with what it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * s3rver on a free loopback port, in a folder of its own, with one bucket. It never checks signatures
 * and answers `bytes=-N` from the start, so the app's own code must not rely on either.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'socratica-s3-'));
  const launch = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET }],
    });
    return { server, address: await server.run() };
  };
  let running: S3rver | null;
  const first = await launch(0);
  running = first.server;
  const port = first.address.port;
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!running) return;
    const server = running;
    running = null;
    const closed = server.close();
    server.httpServer.closeAllConnections();
    await closed;
  };
  return {
    endpoint,
    env: {
      SOCRATICA_AUDIO_STORE: 's3',
      SOCRATICA_S3_BUCKET: TEST_BUCKET,
      SOCRATICA_S3_ENDPOINT: endpoint,
      SOCRATICA_S3_FORCE_PATH_STYLE: 'true',
      SOCRATICA_S3_ACCESS_KEY_ID: 'S3RVER',
      SOCRATICA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop,
    async start() {
      if (!running) running = (await launch(port)).server;
    },
    close: stop,
  };
}
