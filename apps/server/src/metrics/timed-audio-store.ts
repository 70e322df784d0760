import type { AudioStore, OpenedAudio } from '../modules/podcasts/audio-store.js';
import type { Metrics } from './metrics.js';

/** Every method of the port with its label; a method added to the port fails to compile here until named. */
const OPERATIONS: Record<keyof AudioStore, string> = {
  saveAudio: 'save',
  openAudio: 'open',
  deleteAudio: 'delete',
  checkAvailable: 'check',
};

const isOperation = (name: PropertyKey): name is keyof AudioStore => Object.hasOwn(OPERATIONS, name);

type Histogram = Metrics['audioStoreDuration'];

async function timed<T>(histogram: Histogram, operation: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = 'error';
  try {
    const result = await call();
    outcome = 'ok';
    return result;
  } finally {
    histogram.observe({ operation, outcome }, (performance.now() - started) / 1000);
  }
}

/** An object's byte ranges are read through what `openAudio` returned: timed too, until the stream starts. */
function withTimedReads(opened: OpenedAudio | null, histogram: Histogram): OpenedAudio | null {
  if (opened?.kind !== 'object') return opened;
  return { ...opened, read: (range) => timed(histogram, 'read_range', () => opened.read(range)) };
}

/**
 * The audio store with each call of the port timed by operation and outcome. The store keeps its own type:
 * what an adapter offers beyond the port passes through untimed. Without metrics the store itself is
 * returned.
 */
export function timedAudioStore<Store extends AudioStore>(store: Store, metrics: Metrics | null): Store {
  if (!metrics) return store;
  const histogram = metrics.audioStoreDuration;
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // Adapters may keep state in private fields, which only the instance itself may read.
      const method = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
      if (!isOperation(property)) return method;
      const operation = OPERATIONS[property];
      return async (...args: unknown[]) => {
        const result = await timed(histogram, operation, () => method(...args));
        return property === 'openAudio' ? withTimedReads(result as OpenedAudio | null, histogram) : result;
      };
    },
  });
}
