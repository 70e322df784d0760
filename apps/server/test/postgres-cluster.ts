import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster on 127.0.0.1, owned by the test run. */
export interface TestCluster {
  url(database: string): string;
  stop(): void;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!version) {
    throw new Error('PostgreSQL is not installed. Run: apt-get update && apt-get install -y postgresql');
  }
  return join(root, version, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startTestCluster(): Promise<TestCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'socratica-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root, so the cluster belongs to the postgres user when we are root.
  const asOwner = (command: string, args: string[]) => {
    const [file, fileArgs] =
      process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
        : [join(bin, command), args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: (database) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function psql(url: string, sql: string): void {
  execFileSync(join(postgresBin(), 'psql'), [url, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { stdio: 'pipe' });
}

/** The rows a query answers, one line each, columns separated by `|` (psql's unaligned output). */
export function psqlRows(url: string, sql: string): string[] {
  const output = execFileSync(join(postgresBin(), 'psql'), [url, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], {
    encoding: 'utf8',
  });
  return output.split('\n').filter((line) => line !== '');
}
