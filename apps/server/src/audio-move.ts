// `npm run audio:move -- --to s3` or `--to local`: copies the podcast files between the data folder and the
// bucket (D22). It reads the same environment as the server; it needs no database, so it may run while the
// server does. Run it again after an interruption: it continues where it stopped.
import { ConfigError, readEnv } from './config/env.js';
import { createLocalAudioStore, createS3AudioStore } from './modules/podcasts/audio-store-from-env.js';
import { moveAudio } from './modules/podcasts/audio-move.js';

const USAGE = 'Usage: npm run audio:move -- --to s3   (or --to local)';

function destination(args: string[]): 's3' | 'local' {
  const at = args.indexOf('--to');
  const value = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--to='))?.slice(5);
  if (value === 's3' || value === 'local') return value;
  throw new ConfigError(`Say where the files go.\n${USAGE}`);
}

async function main() {
  const to = destination(process.argv.slice(2));
  const env = readEnv();
  if (!env.SOCRATICA_S3_BUCKET) {
    throw new ConfigError(
      'SOCRATICA_S3_BUCKET: set it, with the other S3 settings of the server, to the bucket to use.',
    );
  }
  const local = createLocalAudioStore(env);
  const bucket = createS3AudioStore(env);
  try {
    await bucket.store.checkAvailable().catch((error: unknown) => {
      throw new ConfigError((error as Error).message);
    });
    const [from, into] = to === 's3' ? [local, bucket.store] : [bucket.store, local];
    const where = { s3: `the bucket "${env.SOCRATICA_S3_BUCKET}"`, local: 'the data folder' };
    process.stdout.write(
      `Copying the podcast files from ${where[to === 's3' ? 'local' : 's3']} to ${where[to]}…\n`,
    );
    const summary = await moveAudio(from, into, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(
      `Done: ${summary.copied} copied, ${summary.skipped} already there, ${summary.refused.length} refused.\n`,
    );
    if (summary.refused.length > 0) {
      process.stdout.write(
        'The refused files were left where they are; restore them from a backup, then run this again.\n',
      );
      process.exitCode = 1;
    } else {
      process.stdout.write(`Set SOCRATICA_AUDIO_STORE=${to} and restart the server to serve from there.\n`);
    }
  } finally {
    bucket.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `The move stopped: ${error instanceof Error ? error.message : String(error)}\nRun it again to continue where it stopped.\n`,
  );
  process.exit(1);
});
