// The object store of the media benchmark (`npm run bench -- media`): s3rver in a folder of its own with one
// bucket and a 10 MB episode in it, as the app's S3 store keeps it; beside it, the presigned-redirect
// alternative (decision 039) as a bare HTTP server that answers 307 to a presigned GET of the object.
// It tells its parent the ports and the key over IPC.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';

const BUCKET = 'socratica-bench';
const PREFIX = 'podcasts/';
const EPISODE_BYTES = 10 * 1024 * 1024;

const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(join(tmpdir(), 'socratica-bench-s3-')),
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await s3rver.run();
const endpoint = `http://127.0.0.1:${port}`;
const client = new S3Client({
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

const episode = randomBytes(EPISODE_BYTES);
const key = `${createHash('sha256').update(episode).digest('hex')}.mp3`;
await client.send(
  new PutObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}`, Body: episode, ContentType: 'audio/mpeg' }),
);

// What the app would do instead of proxying: sign a short-lived GET and send the player there.
const redirects = createServer(async (request, response) => {
  const wanted = request.url.slice(request.url.lastIndexOf('/') + 1);
  const location = await getSignedUrl(
    client,
    new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${wanted}` }),
    { expiresIn: 3600 },
  );
  response.writeHead(307, { location, 'cache-control': 'no-store' });
  response.end();
});
await new Promise((resolve) => redirects.listen(0, '127.0.0.1', resolve));

process.send({
  // The store's own answer with no app in front: the floor under both ways of serving.
  directUrl: await getSignedUrl(client, new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }), {
    expiresIn: 3600,
  }),
  s3Port: port,
  redirectPort: redirects.address().port,
  bucket: BUCKET,
  prefix: PREFIX,
  key,
  bytes: EPISODE_BYTES,
});
process.on('SIGTERM', () => {
  redirects.close();
  s3rver.close().finally(() => process.exit(0));
});
