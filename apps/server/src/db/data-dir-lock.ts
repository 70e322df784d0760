import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** How long a live holder may take to say its pid before we refuse without naming it. */
const HOLDER_ANSWER_MS = 3_000;

/**
 * PGlite is a single-process database: two processes writing one folder corrupt it.
 *
 * The lock is a listening socket whose name comes from the folder. The kernel closes it the moment its
 * process dies, however it dies (kill -9, a crash, a zombie its parent has not yet reaped), so a dead
 * holder never blocks a start and a reused pid means nothing. Binding is atomic, so two processes
 * starting at once cannot both win. A live holder answers a connection with its pid, for the message.
 *
 * On Linux the socket lives in the abstract namespace and leaves no file. Elsewhere it is a socket file
 * in the folder; a file left by a dead process refuses connections and is replaced.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(realpathSync(dataDir));
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listen(address);
      return () => {
        server.close();
        if (!isAbstract(address)) rmSync(address, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
    const holder = await askHolder(address);
    if (holder.alive) {
      throw new DataDirLockedError(
        `Socratica cannot start: the data folder ${dataDir} is in use by another Socratica process` +
          `${holder.pid ? ` (pid ${holder.pid})` : ''}. ` +
          'Stop that process, or set SOCRATICA_DATA_DIR to another folder, or use PostgreSQL through DATABASE_URL.',
      );
    }
    // Nobody answers: a socket file left by a dead process (an abstract name is already gone).
    if (!isAbstract(address)) rmSync(address, { force: true });
  }
  throw new DataDirLockedError(`Socratica cannot start: could not lock the data folder ${dataDir}.`);
}

function lockAddress(folder: string): string {
  if (process.platform !== 'linux') return join(folder, 'socratica.lock.sock');
  const digest = createHash('sha256').update(folder).digest('hex').slice(0, 48);
  return `\0socratica-data-dir-${digest}`;
}

const isAbstract = (address: string) => address.startsWith('\0');

function listen(address: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(String(process.pid)));
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a live process holds the address, and its pid when it says. */
function askHolder(address: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection(address);
    socket.setTimeout(HOLDER_ANSWER_MS, () => {
      socket.destroy();
      resolve({ alive: true });
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => {
      const pid = Number.parseInt(answer, 10);
      resolve(Number.isInteger(pid) ? { alive: true, pid } : { alive: true });
    });
    // Refused or missing: no live process listens there.
    socket.on('error', () => resolve({ alive: false }));
  });
}
