// Loaded into the built server's own process with `node --import` by the `local` benchmark, so that the
// server, run as `npm start` runs it and unchanged, reports what the benchmark cannot see from outside:
// - its own event-loop delay: 'loop delay: start' clears and starts the histogram, 'loop delay: read'
//   stops it and answers with what it saw;
// - with SOCRATICA_AI_PROVIDER=local, node-llama-cpp's own timings: 'model: loaded' answers once the
//   model's context exists (the runtime opens its queue right after), and 'library: generations' with,
//   for each call of LlamaChat's generateResponse (one per reply), the time from the call to the first
//   token, which is what the runtime's stats call the time to first token (local-model-runtime.ts).
// Should the benchmark die without stopping the server, the IPC channel closes and the server stops as
// on Ctrl-C, leaving no port taken.
//
// Processes the server forks inherit the flag (node-llama-cpp tests its binary in one): there it does nothing.
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const inServer = /[\\/]apps[\\/]server[\\/]dist[\\/]main\.js$/.test(process.argv[1] ?? '');
const delay = monitorEventLoopDelay({ resolution: 10 });
const generations = [];
let loaded;

if (inServer && process.env.SOCRATICA_AI_PROVIDER === 'local') {
  // The copy of node-llama-cpp the server loads: resolved from where the server is.
  const library = createRequire(process.argv[1]).resolve('node-llama-cpp');
  const { LlamaChat, LlamaModel } = await import(pathToFileURL(library).href);
  const createContext = LlamaModel.prototype.createContext;
  loaded = new Promise((resolve) => {
    LlamaModel.prototype.createContext = async function (...args) {
      const context = await createContext.apply(this, args);
      resolve();
      return context;
    };
  });
  const generateResponse = LlamaChat.prototype.generateResponse;
  LlamaChat.prototype.generateResponse = function (history, options = {}) {
    const started = performance.now();
    const meter = this.sequence.tokenMeter.getState();
    const generation = { firstTokenMs: null, promptTokens: null, readTokens: null, tokens: 0 };
    generations.push(generation);
    return generateResponse.call(this, history, {
      ...options,
      onToken: (tokens) => {
        if (generation.firstTokenMs === null) {
          generation.firstTokenMs = performance.now() - started;
          // The prompt, and how much of it was read: the sequence may have kept a prefix of an earlier one.
          generation.promptTokens = this.sequence.nextTokenIndex;
          generation.readTokens = this.sequence.tokenMeter.diff(meter).usedInputTokens;
        }
        generation.tokens += tokens.length;
        options.onToken?.(tokens);
      },
    });
  };
}

const answer = async (message) => {
  if (message === 'loop delay: start') {
    delay.reset();
    delay.enable();
    process.send({ started: true });
  } else if (message === 'loop delay: read') {
    delay.disable();
    process.send({
      p99Ms: delay.percentile(99) / 1e6,
      p50Ms: delay.percentile(50) / 1e6,
      maxMs: delay.max / 1e6,
      samples: delay.count,
    });
  } else if (message === 'model: loaded') {
    await loaded;
    process.send({ loaded: true });
  } else if (message === 'library: generations') {
    process.send(generations);
  }
};

if (inServer && process.send) {
  process.on('message', answer);
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
