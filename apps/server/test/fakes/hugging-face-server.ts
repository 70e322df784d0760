import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ScriptedServer, type Scripted } from './scripted-server.js';

/**
 * The Hugging Face Hub on 127.0.0.1 for tests (DESIGN D21), as huggingface_hub reads it:
 *
 * - `GET|HEAD /{owner}/{repo}/resolve/{revision}/{path}` of an LFS file answers 302 to the CDN with
 *   `X-Linked-Size` (the file's size), `X-Linked-Etag` (`"<sha256>"`) and `X-Repo-Commit`; an unknown file
 *   404 and an unknown repository 401, each with `X-Error-Code` and `X-Error-Message`, as the Hub does;
 * - `GET|HEAD /cdn/{sha256}` (the CDN) serves the bytes with `Accept-Ranges: bytes`: 206 with `Content-Range`
 *   for `Range: bytes=N-` or `bytes=N-M`, 416 with `Content-Range: bytes *\/size` past the end;
 * - `GET /api/models/{owner}/{repo}` (model_info) answers `{id, tags, cardData: {license}, siblings}`.
 *
 * A file may lie about its size or hash (`linkedSize`, `linkedSha256`); a scripted `{ kind: 'ignoreRange' }`
 * makes the CDN answer 200 with the whole file to a Range request. `holdAt(offset)` makes the CDN stop
 * sending at that byte of the file and wait for `release()` (or the client to leave), so a test can cancel at
 * a known point. Each request takes the next scripted step, or the well-behaved answer.
 *
 *   const hub = await startFakeHuggingFace([{ owner: 'acme', repo: 'tiny-GGUF', path: 'tiny.gguf', bytes }]);
 *   ... SOCRATICA_HF_ENDPOINT=hub.url, SOCRATICA_LOCAL_MODEL=hf:acme/tiny-GGUF/tiny.gguf ...
 */

export interface FakeHubFile {
  owner: string;
  repo: string;
  /** The file's path in the repository. */
  path: string;
  /** Default main. */
  revision?: string;
  bytes: Uint8Array;
  /** The card's `license`, also given as a `license:` tag. */
  license?: string;
  /** What X-Linked-Size says instead of the true size. */
  linkedSize?: number;
  /** What X-Linked-Etag says instead of the true SHA-256. */
  linkedSha256?: string;
}

interface RecordedHubRequest {
  method: string;
  kind: 'resolve' | 'cdn' | 'api' | 'other';
  path: string;
  range: string | undefined;
  disconnected: boolean;
}

type HubReply =
  | { kind: 'default' }
  /** The CDN sends the whole file with 200, as a server without Range support does. */
  | { kind: 'ignoreRange' }
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  | { kind: 'hang' };

export interface FakeHuggingFace extends Scripted<RecordedHubRequest, HubReply> {
  /** The endpoint to configure as SOCRATICA_HF_ENDPOINT. */
  url: string;
  files: FakeHubFile[];
  /** The CDN sends no byte at or past `offset` of the file until release(); null sends everything. */
  holdAt(offset: number | null): void;
  release(): void;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Bytes a downloader takes for a model file: the GGUF magic, then seeded noise. Not loadable: for a model
 * that loads, serve tiny-gguf.ts's file.
 */
export function fakeModelBytes(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(Buffer.from('GGUF'));
  let state = seed;
  for (let i = 4; i < size; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const CHUNK = 16 * 1024;

/** `port`: 0 picks a free one; the browser journeys pass a fixed port the app under test is configured with. */
export async function startFakeHuggingFace(
  files: FakeHubFile[] = [],
  options: { port?: number } = {},
): Promise<FakeHuggingFace> {
  let url = '';
  let hold: { offset: number; released: Promise<void>; release: () => void } | null = null;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      else res.destroy();
    });
  });
  const scripted = new ScriptedServer<RecordedHubRequest, HubReply>(server, () => ({ kind: 'default' }));

  const hubError = (res: ServerResponse, status: number, code: string, message: string) =>
    res
      .writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'x-error-code': code,
        'x-error-message': message,
      })
      .end(JSON.stringify({ error: message }));

  function resolve(req: IncomingMessage, res: ServerResponse, match: RegExpExecArray) {
    const [, owner, repo, revision, path] = match.map((part) => decodeURIComponent(part));
    if (!files.some((f) => f.owner === owner && f.repo === repo)) {
      return hubError(res, 401, 'RepoNotFound', 'Repository not found');
    }
    const file = files.find(
      (f) => f.owner === owner && f.repo === repo && f.path === path && (f.revision ?? 'main') === revision,
    );
    if (!file) return hubError(res, 404, 'EntryNotFound', 'Entry not found');
    const sha256 = sha256Hex(file.bytes);
    res
      .writeHead(302, {
        location: `${url}/cdn/${sha256}?X-Amz-Expires=3600`,
        'x-linked-size': String(file.linkedSize ?? file.bytes.length),
        'x-linked-etag': `"${file.linkedSha256 ?? sha256}"`,
        'x-repo-commit': 'a'.repeat(40),
        etag: '"0123456789abcdef0123456789abcdef01234567"',
        'content-type': 'text/plain; charset=utf-8',
      })
      .end(req.method === 'HEAD' ? undefined : 'Found. Redirecting');
  }

  async function cdn(
    req: IncomingMessage,
    res: ServerResponse,
    sha256: string,
    recorded: RecordedHubRequest,
    ignoreRange: boolean,
  ) {
    const file = files.find((f) => sha256Hex(f.bytes) === sha256);
    if (!file) return res.writeHead(404, { 'content-type': 'text/plain' }).end('NoSuchKey');
    const size = file.bytes.length;
    const range = ignoreRange ? null : /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (range && start >= size) {
      return res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    }
    res.writeHead(range ? 206 : 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
      etag: `"${sha256}"`,
      ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
    if (req.method === 'HEAD') return res.end();
    const closed = new Promise<void>((resolve) => res.once('close', resolve));
    for (let offset = start; offset <= end && !recorded.disconnected;) {
      const held = hold;
      if (held && offset >= held.offset) {
        await Promise.race([held.released, closed]);
        continue;
      }
      const stop = Math.min(end + 1, offset + CHUNK, held && held.offset > offset ? held.offset : Infinity);
      if (!res.write(file.bytes.subarray(offset, stop))) {
        await Promise.race([new Promise((resolve) => res.once('drain', resolve)), closed]);
      }
      offset = stop;
    }
    res.end();
  }

  function modelInfo(res: ServerResponse, owner: string, repo: string) {
    const repoFiles = files.filter((f) => f.owner === owner && f.repo === repo);
    if (repoFiles.length === 0) return hubError(res, 401, 'RepoNotFound', 'Repository not found');
    const license = repoFiles.find((f) => f.license)?.license;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(
      JSON.stringify({
        _id: '0123456789abcdef01234567',
        id: `${owner}/${repo}`,
        modelId: `${owner}/${repo}`,
        author: owner,
        sha: 'a'.repeat(40),
        private: false,
        gated: false,
        disabled: false,
        downloads: 1234,
        likes: 5,
        library_name: 'gguf',
        tags: ['gguf', 'text-generation', ...(license ? [`license:${license}`] : []), 'region:us'],
        pipeline_tag: 'text-generation',
        cardData: { ...(license ? { license } : {}), tags: ['gguf'] },
        siblings: [{ rfilename: 'README.md' }, ...repoFiles.map((f) => ({ rfilename: f.path }))],
        createdAt: '2025-08-01T00:00:00.000Z',
        lastModified: '2025-08-02T00:00:00.000Z',
      }),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const resolveMatch = /^\/([^/]+)\/([^/]+)\/resolve\/([^/]+)\/(.+)$/.exec(path);
    const cdnMatch = /^\/cdn\/([0-9a-f]{64})$/.exec(path);
    const apiMatch = /^\/api\/models\/([^/]+)\/([^/]+)$/.exec(path);
    const recorded: RecordedHubRequest = {
      method: req.method ?? 'GET',
      kind: resolveMatch ? 'resolve' : cdnMatch ? 'cdn' : apiMatch ? 'api' : 'other',
      path,
      range: req.headers.range,
      disconnected: false,
    };
    const answer = await scripted.answer(recorded, res);
    if (answer.kind === 'hang' || scripted.closing) return;
    if (answer.kind === 'status') {
      res
        .writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers })
        .end(answer.body ?? '');
      return;
    }
    if (resolveMatch) return resolve(req, res, resolveMatch);
    if (cdnMatch) return cdn(req, res, cdnMatch[1]!, recorded, answer.kind === 'ignoreRange');
    if (apiMatch && req.method === 'GET') return modelInfo(res, apiMatch[1]!, apiMatch[2]!);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  }

  const port = await scripted.listen(options.port);
  url = `http://127.0.0.1:${port}`;
  return {
    ...scripted.scripting(),
    url,
    files,
    holdAt(offset) {
      hold?.release();
      if (offset === null) {
        hold = null;
        return;
      }
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { offset, released, release };
    },
    release() {
      hold?.release();
      hold = null;
    },
  };
}
