// Podcast generation (issues 13 and 24): an offline 10-minute episode from a stored source to the published
// MP3 (the script, espeak-ng, the mix, levelling, MP3 encoding and storage), as a real-time factor; the
// script writer alone; and, while the job runs, the server's event-loop delay and a signed-in `GET me`,
// which must not notice it.
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../server-process.mjs';
import { signInAsAdmin } from './api-client.mjs';
import { ask, firstMessage } from './processes.mjs';
import { percentile, report } from './report.mjs';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Sequential `GET me` calls, each timed until its body arrives, until `done` settles. */
async function readsDuring(base, headers, done) {
  let finished = false;
  void done.finally(() => (finished = true));
  const times = [];
  while (!finished) {
    const start = performance.now();
    const response = await fetch(`${base}/socratica/api/me`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET me: ${response.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

export async function podcastGeneration() {
  const server = fork('apps/server/bench/generation-server.mjs', {
    stdio: 'inherit',
    execArgv: SERVER_NODE_FLAGS,
    env: serverEnvironment(),
  });
  try {
    const { port } = await firstMessage(server);
    const base = `http://127.0.0.1:${port}`;
    const admin = await signInAsAdmin(base);
    const script = await ask(server, 'write a script');
    report(
      `offline script for a 10-minute episode, from the stored source (${script.words} words)`,
      `${script.ms.toFixed(1)} ms`,
      '≤ 1 s',
      script.ms <= 1000,
    );
    const job = ask(server, 'make an episode');
    const reads = await readsDuring(base, admin, job);
    const result = await job;
    if (result.state !== 'completed') throw new Error(`the benchmark episode failed: ${result.error}`);
    const { durationSeconds, audioBytes, integratedLufs, truePeakDbtp } = result.episode;
    process.stdout.write(
      `bench: generation: ${(durationSeconds / 60).toFixed(2)} min of audio${result.replanned ? ' (after a re-plan)' : ''}, ${(audioBytes / 1e6).toFixed(2)} MB, ` +
        `${integratedLufs.toFixed(2)} LUFS, true peak ${truePeakDbtp.toFixed(2)} dBTP; stages at ` +
        `${result.stages.map(({ stage, at }) => `${stage} ${at} s`).join(', ')}\n`,
    );
    const factor = result.seconds / durationSeconds;
    report(
      `offline 10-minute episode, stored source to published MP3 (load ${load()})`,
      `${result.seconds.toFixed(1)} s (CPU ${result.cpuSeconds.toFixed(1)} s), real-time factor ${factor.toFixed(4)}`,
      '≤ 12 s, ≤ 0.02',
      result.seconds <= 12 && factor <= 0.02,
    );
    report(
      `event-loop delay p99 while the job runs`,
      `${result.loopP99Ms.toFixed(1)} ms (max ${result.loopMaxMs.toFixed(1)} ms)`,
      '≤ 50 ms',
      result.loopP99Ms <= 50,
    );
    const p99 = percentile(reads, 99);
    report(
      `GET me p99 while the job runs, ${reads.length} requests`,
      `${p99.toFixed(1)} ms (p50 ${percentile(reads, 50).toFixed(1)} ms)`,
      '< 50 ms',
      p99 < 50,
    );
  } finally {
    server.kill('SIGTERM');
  }
}
