import { open, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { ConfigError } from '../../config/env.js';

/** What SOCRATICA_LOCAL_MODEL names (DESIGN D21). */
export type ModelAddress =
  | { kind: 'file'; path: string }
  | { kind: 'url'; url: string; fileName: string }
  | { kind: 'hf'; owner: string; repo: string; file: string; revision: string };

const VARIABLE = 'SOCRATICA_LOCAL_MODEL';
const GOOD_VALUES =
  'Use a GGUF file path (/models/qwen3.gguf), an https:// URL ending in .gguf, or ' +
  'hf:owner/repo/file.gguf with an optional #revision (hf:unsloth/Qwen3-4B-Instruct-2507-GGUF/Qwen3-4B-Instruct-2507-Q4_K_M.gguf).';

const refuse = (value: string, problem: string) =>
  new ConfigError(`${VARIABLE} is not a model address: "${value}" ${problem}. ${GOOD_VALUES}`);

// The Hub's rule for owner and repository names: letters, digits, '-', '_' and '.', no '--' or '..', and
// neither '-' nor '.' at either end.
const HUB_NAME = /^(?![.-])(?!.*(--|\.\.))[\w.-]{1,96}(?<![.-])$/;
// A branch, tag or commit; refs/pr/1 names a pull request's head.
const HUB_REVISION = /^(?!.*\.\.)[\w.\-/]{1,200}$/;
const SCHEME = /^([a-z][a-z\d+.-]*):\/\//i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const isGguf = (name: string) => /\.gguf$/i.test(name);

function parseHubAddress(value: string): ModelAddress {
  const [location = '', revision, ...extra] = value.slice('hf:'.length).split('#');
  if (extra.length > 0) throw refuse(value, 'has more than one #');
  if (revision !== undefined && !HUB_REVISION.test(revision)) {
    throw refuse(value, 'has an empty or malformed revision after #');
  }
  const [owner = '', repo = '', ...fileParts] = location.split('/');
  if (!HUB_NAME.test(owner) || !HUB_NAME.test(repo.replace(/:.*$/, ''))) {
    throw refuse(value, 'does not start with a Hugging Face owner/repository');
  }
  if (repo.includes(':')) {
    throw refuse(value, 'picks a quantization with ":"; name the .gguf file in the repository instead');
  }
  if (fileParts.length === 0 || fileParts.some((part) => part === '' || part === '.' || part === '..')) {
    throw refuse(value, 'names no file in the repository');
  }
  const file = fileParts.join('/');
  if (!isGguf(file)) throw refuse(value, 'names a file that does not end in .gguf');
  return { kind: 'hf', owner, repo, file, revision: revision ?? 'main' };
}

function parseUrlAddress(value: string): ModelAddress {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse(value, 'is not a valid URL');
  }
  const plainLoopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  // Without TLS, anyone on the way could swap the file; on this machine nobody is on the way.
  if (url.protocol !== 'https:' && !plainLoopback) {
    throw refuse(
      value,
      `uses ${url.protocol}//, and only https:// (or http:// to this machine) is downloaded`,
    );
  }
  if (url.username || url.password) throw refuse(value, 'carries a user name or password');
  let fileName: string;
  try {
    fileName = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  } catch {
    throw refuse(value, 'has a malformed file name');
  }
  if (!isGguf(fileName) || basename(fileName) !== fileName || fileName.startsWith('.')) {
    throw refuse(value, 'does not end in a file name like model.gguf');
  }
  return { kind: 'url', url: url.href, fileName };
}

/**
 * Reads SOCRATICA_LOCAL_MODEL. A malformed value throws a ConfigError naming the variable, what is wrong
 * and what a good value looks like: the server prints it and stops.
 */
export function parseModelAddress(value: string): ModelAddress {
  const trimmed = value.trim();
  if (trimmed === '') throw refuse(value, 'is empty');
  if (trimmed.startsWith('hf:')) return parseHubAddress(trimmed);
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'https' || scheme === 'http') return parseUrlAddress(trimmed);
  if (scheme) throw refuse(value, `uses ${scheme}://, which is neither a file path nor an https:// URL`);
  return { kind: 'file', path: resolve(trimmed) };
}

/** The file's name as stored: the address's last part. */
export function modelFileName(address: ModelAddress): string {
  if (address.kind === 'file') return basename(address.path);
  if (address.kind === 'url') return address.fileName;
  return basename(address.file);
}

/** The folder downloads go to: `<SOCRATICA_DATA_DIR>/models`. */
const modelsFolder = (dataDir: string) => join(resolve(dataDir), 'models');

/** Where the model lives: a file stays where it is; a URL's or an hf: address's file is downloaded to the models folder. */
export function modelFilePath(address: ModelAddress, dataDir: string): string {
  return address.kind === 'file' ? address.path : join(modelsFolder(dataDir), modelFileName(address));
}

/** The address the file is downloaded from; null for a file path. */
export function modelDownloadUrl(address: ModelAddress, hfEndpoint: string): string | null {
  if (address.kind === 'file') return null;
  if (address.kind === 'url') return address.url;
  const file = address.file.split('/').map(encodeURIComponent).join('/');
  // As huggingface_hub's hf_hub_url: {endpoint}/{repo_id}/resolve/{revision}/{filename}, the revision quoted whole.
  return `${hfEndpoint.replace(/\/+$/, '')}/${address.owner}/${address.repo}/resolve/${encodeURIComponent(address.revision)}/${file}`;
}

/** What is at the model's path now. */
export type ModelFileState = { state: 'missing' } | { state: 'present'; bytes: number };

const GGUF_MAGIC = 'GGUF';

/** The first four bytes of the file at `path`, as Latin-1 text; fewer when the file is shorter. */
export async function readMagic(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(GGUF_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
}

export const isGgufMagic = (magic: string) => magic === GGUF_MAGIC;

/**
 * Whether the model file is there. A missing file is a state (the offline coach serves until it comes); a
 * file that is not a GGUF model, or a folder, is a configuration error naming SOCRATICA_LOCAL_MODEL.
 */
export async function inspectModelFile(path: string): Promise<ModelFileState> {
  let magic: string;
  try {
    magic = await readMagic(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: 'missing' };
    if (code === 'EISDIR') {
      throw new ConfigError(`${VARIABLE} names ${path}, which is a folder: name the .gguf file in it.`);
    }
    throw new ConfigError(`${VARIABLE}: ${path} cannot be read (${code ?? String(error)}).`);
  }
  if (!isGgufMagic(magic)) {
    throw new ConfigError(
      `${VARIABLE}: ${path} is not a GGUF model (it does not start with "GGUF"). ` +
        'Replace it with a .gguf file, or delete it so that it can be downloaded again.',
    );
  }
  return { state: 'present', bytes: (await stat(path)).size };
}
