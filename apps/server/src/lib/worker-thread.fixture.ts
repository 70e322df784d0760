import { parentPort, workerData } from 'node:worker_threads';

// Imports a sibling module by its `.js` name, as real workers do, to prove the specifier reaches the source.
import { csvCell } from './csv.js';

parentPort?.postMessage(`worker-thread: ${csvCell(String((workerData as number) * 2 + 2))}`);
