import { PGlite } from '@electric-sql/pglite';

// Run as its own process by openPglite: initdb grows PGlite's WebAssembly memory to several hundred MB,
// which a process only hands back to the system when it exits.
const clusterDir = process.argv[2];
if (!clusterDir) throw new Error('usage: pglite-init <cluster folder>');
const pglite = await PGlite.create(clusterDir);
await pglite.close();
