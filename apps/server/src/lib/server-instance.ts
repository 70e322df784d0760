import { hostname } from 'node:os';

/**
 * Which server process this is, among those sharing one database: `host:port` once it listens. Live
 * processes on one host cannot share a port, so no two live instances share a name; and an instance
 * restarted in place gets its old name back, so it can free what its previous life held.
 */
export class ServerInstance {
  private name = `${hostname()}:starting-${process.pid}`;

  get id(): string {
    return this.name;
  }

  listeningOn(port: number): void {
    this.name = `${hostname()}:${port}`;
  }
}
