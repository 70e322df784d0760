import { open } from 'node:fs/promises';

/**
 * A llama-architecture GGUF model written by the tests themselves (DESIGN D21: no weights are committed or
 * downloaded). The layout follows the GGUF spec (ggml docs/gguf.md) and the keys llama.cpp's loader requires
 * (research models-storage-audio.md §2): u32 dimensions, an SPM ("llama") vocabulary with byte fallback, and
 * a ChatML chat template, so node-llama-cpp picks its ChatML wrapper.
 *
 * The weights are random from a seeded generator, so the same options write the same bytes. The model
 * writes gibberish: tests assert on structure and behaviour, never on meaning.
 */
export interface TinyGgufOptions {
  /** E; every head count must divide it. Default 64. */
  embeddingLength?: number;
  /** H. Default 4. */
  headCount?: number;
  /** Hkv; must divide H. Default 2. */
  headCountKv?: number;
  /**
   * d, each head's width. Default E / H; another value (Qwen3's 128 with E 2560 and 32 heads) is written as
   * the attention's key and value lengths.
   */
  headDimension?: number;
  /** F. Default 128. */
  feedForwardLength?: number;
  /** Default 2. */
  blockCount?: number;
  /** The context the model says it was trained on; node-llama-cpp will not give a sequence more. Default 4096. */
  contextLength?: number;
  /** All tokens: 5 special, 256 bytes, the rest text pieces. Default 317. */
  vocabularySize?: number;
  /**
   * The matrices' type; vectors stay F32 as in converted models. Default F32. Q4_0 (4-bit blocks, every row
   * a multiple of 32 long) writes a model of a real one's size and compute fast: one seeded random chunk of
   * blocks, repeated; it cannot carry preferred tokens, and writes only tokens made of letters (see
   * `writesWords`).
   */
  tensorType?: TensorType;
  seed?: number;
  /**
   * Token texts the model prefers whatever came before, most preferred first (special tokens by name,
   * e.g. `<|im_end|>`); every other token comes after them. Greedy decoding then writes the most
   * preferred token a grammar allows, which makes a JSON grammar's output end quickly: with `"`, `]`,
   * `}`, `0` first, strings and arrays close at once. Without it the logits depend on the random weights
   * alone.
   */
  preferredTokens?: readonly string[];
}

type TensorType = 'F32' | 'F16' | 'Q4_0';

export interface TinyGguf {
  path: string;
  vocabularySize: number;
  /** The ids of ChatML's control tokens. */
  imStart: number;
  imEnd: number;
}

/** ChatML, as Hugging Face models ship it. */
const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** The order that closes JSON values soonest under a grammar: empty strings, empty arrays, zeros. */
export const JSON_CLOSING_PREFERENCE: readonly string[] = ['"', ']', '}', '0', ',', '<|im_end|>'];

const ALIGNMENT = 32;
const SPECIAL_TOKENS = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'] as const;
const [UNK, BOS, , IM_START, IM_END] = [0, 1, 2, 3, 4] as const;
/** SentencePiece's word-boundary mark, which stands for a space in pieces. */
const SPACE = '\u2581';

/** llama.cpp's token types (src/llama-vocab.cpp). */
const TokenType = { normal: 1, unknown: 2, control: 3, byte: 6 } as const;
/** GGUF value types. */
const Kv = { u32: 4, i32: 5, f32: 6, string: 8, array: 9 } as const;
/** GGML tensor types (ggml docs/gguf.md). */
const Ggml = { F32: 0, F16: 1, Q4_0: 2 } as const;
/** llama_ftype: all F32, mostly F16, mostly Q4_0. */
const FileType = { F32: 0, F16: 1, Q4_0: 2 } as const;

export async function writeTinyGguf(path: string, options: TinyGgufOptions = {}): Promise<TinyGguf> {
  const shape = resolveShape(options);
  const type = options.tensorType ?? 'F32';
  if (type === 'Q4_0' && options.preferredTokens?.length) {
    throw new Error('preferred tokens need exact weights: use F32 or F16, not Q4_0');
  }
  const vocabulary = buildVocabulary(shape.vocabularySize);
  const random = seededRandom(options.seed ?? 1);
  const preference = preferenceScores(vocabulary.tokens, options.preferredTokens ?? []);

  const tensors = tensorPlan(shape, preference !== null);
  const header = new GgufBuffer();
  header.raw(Buffer.from('GGUF', 'ascii'));
  header.u32(3);
  header.u64(tensors.length);
  const kvs = metadata(shape, vocabulary, type);
  header.u64(kvs.length);
  for (const write of kvs) write(header);

  let offset = 0;
  for (const tensor of tensors) {
    header.string(tensor.name);
    header.u32(tensor.dims.length);
    for (const dim of tensor.dims) header.u64(dim);
    tensor.type = tensor.dims.length === 1 ? 'F32' : type;
    if (tensor.type === 'Q4_0' && tensor.dims[0]! % Q4_0_BLOCK.weights !== 0) {
      throw new Error(
        `Q4_0 needs rows a multiple of ${Q4_0_BLOCK.weights} long: ${tensor.name} has ${tensor.dims[0]}`,
      );
    }
    header.u32(Ggml[tensor.type]);
    header.u64(offset);
    offset += padded(tensorBytes(tensor));
  }
  header.raw(Buffer.alloc(padded(header.length) - header.length));

  const file = await open(path, 'w');
  try {
    await file.write(header.toBuffer());
    const q4Blocks = type === 'Q4_0' ? randomQ4Blocks(random) : null;
    for (const tensor of tensors) {
      if (tensor.type === 'Q4_0') {
        const silent = tensor.role === 'embedding' ? (id: number) => !writesWords(vocabulary, id) : undefined;
        for (const bytes of q4Rows(tensor, q4Blocks!, silent)) await file.write(bytes);
      } else {
        for (const values of tensorValues(tensor, shape, random, preference)) {
          await file.write(encode(values, tensor.type));
        }
      }
      const bytes = tensorBytes(tensor);
      await file.write(Buffer.alloc(padded(bytes) - bytes));
    }
  } finally {
    await file.close();
  }
  return { path, vocabularySize: vocabulary.tokens.length, imStart: IM_START, imEnd: IM_END };
}

interface Shape {
  embeddingLength: number;
  headCount: number;
  headCountKv: number;
  headDim: number;
  feedForwardLength: number;
  blockCount: number;
  contextLength: number;
  vocabularySize: number;
}

function resolveShape(options: TinyGgufOptions): Shape {
  const embeddingLength = options.embeddingLength ?? 64;
  const headCount = options.headCount ?? 4;
  const headCountKv = options.headCountKv ?? 2;
  // llama.cpp aborts the process (GGML_ASSERT) on these, so refuse them here with a message instead.
  if (options.headDimension === undefined && embeddingLength % headCount !== 0) {
    throw new Error('the head count must divide the embedding length');
  }
  if (headCount % headCountKv !== 0) throw new Error('the KV head count must divide the head count');
  const vocabularySize = options.vocabularySize ?? 317;
  if (vocabularySize < SPECIAL_TOKENS.length + 256 + 1) {
    throw new Error(`the vocabulary needs at least ${SPECIAL_TOKENS.length + 256 + 1} tokens`);
  }
  return {
    embeddingLength,
    headCount,
    headCountKv,
    headDim: options.headDimension ?? embeddingLength / headCount,
    feedForwardLength: options.feedForwardLength ?? 128,
    blockCount: options.blockCount ?? 2,
    contextLength: options.contextLength ?? 4096,
    vocabularySize,
  };
}

interface Vocabulary {
  tokens: string[];
  scores: number[];
  types: number[];
}

/**
 * Specials, the 256 byte tokens byte fallback needs, then text pieces: the space mark, printable ASCII,
 * then ever longer letter combinations until the size is reached. Every token is unique: a duplicate
 * makes llama.cpp abort the process.
 */
function buildVocabulary(size: number): Vocabulary {
  const tokens: string[] = [...SPECIAL_TOKENS];
  const types: number[] = [TokenType.unknown, ...SPECIAL_TOKENS.slice(1).map(() => TokenType.control)];
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TokenType.byte);
  }
  const seen = new Set(tokens);
  for (const piece of textPieces()) {
    if (tokens.length === size) break;
    if (seen.has(piece)) continue;
    seen.add(piece);
    tokens.push(piece);
    types.push(TokenType.normal);
  }
  if (tokens.length < size) throw new Error(`no vocabulary of ${size} tokens can be built`);
  // SPM merges the highest-scoring pieces first; bytes and specials are never merged into.
  const scores = tokens.map((_, id) => (types[id] === TokenType.normal ? -id : 0));
  return { tokens, scores, types };
}

function* textPieces(): Generator<string> {
  yield SPACE;
  for (const word of ['the', 'and', 'you', 'is', 'of', 'to', 'in', 'a']) yield SPACE + word;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let code = 33; code < 127; code++) yield String.fromCharCode(code);
  for (const letter of letters) yield SPACE + letter;
  for (let length = 2; ; length++) {
    for (const combination of combinations(letters, length)) {
      yield combination;
      yield SPACE + combination;
    }
  }
}

function* combinations(letters: string, length: number): Generator<string> {
  if (length === 0) {
    yield '';
    return;
  }
  for (const rest of combinations(letters, length - 1)) for (const letter of letters) yield rest + letter;
}

function metadata(shape: Shape, vocabulary: Vocabulary, type: TensorType): ((b: GgufBuffer) => void)[] {
  const u32 = (key: string, value: number) => (b: GgufBuffer) => b.kv(key, Kv.u32, () => b.u32(value));
  const f32 = (key: string, value: number) => (b: GgufBuffer) => b.kv(key, Kv.f32, () => b.f32(value));
  const string = (key: string, value: string) => (b: GgufBuffer) =>
    b.kv(key, Kv.string, () => b.string(value));
  const array =
    <T>(key: string, itemType: number, items: readonly T[], item: (b: GgufBuffer, v: T) => void) =>
    (b: GgufBuffer) =>
      b.kv(key, Kv.array, () => {
        b.u32(itemType);
        b.u64(items.length);
        for (const value of items) item(b, value);
      });
  return [
    string('general.architecture', 'llama'),
    string('general.name', 'socratica-tiny-test-model'),
    u32('general.file_type', FileType[type]),
    // The loader checks the exact types: an i32 here fails with "wrong type i32 but expected type u32".
    u32('llama.context_length', shape.contextLength),
    u32('llama.embedding_length', shape.embeddingLength),
    u32('llama.block_count', shape.blockCount),
    u32('llama.feed_forward_length', shape.feedForwardLength),
    u32('llama.attention.head_count', shape.headCount),
    u32('llama.attention.head_count_kv', shape.headCountKv),
    // llama.cpp requires the rotary dimensions to equal the head width.
    u32('llama.rope.dimension_count', shape.headDim),
    ...(shape.headDim * shape.headCount === shape.embeddingLength
      ? []
      : [
          u32('llama.attention.key_length', shape.headDim),
          u32('llama.attention.value_length', shape.headDim),
        ]),
    f32('llama.attention.layer_norm_rms_epsilon', 1e-5),
    f32('llama.rope.freq_base', 10000),
    string('tokenizer.ggml.model', 'llama'),
    array('tokenizer.ggml.tokens', Kv.string, vocabulary.tokens, (b, v) => b.string(v)),
    array('tokenizer.ggml.scores', Kv.f32, vocabulary.scores, (b, v) => b.f32(v)),
    array('tokenizer.ggml.token_type', Kv.i32, vocabulary.types, (b, v) => b.i32(v)),
    u32('tokenizer.ggml.bos_token_id', BOS),
    u32('tokenizer.ggml.eos_token_id', IM_END),
    u32('tokenizer.ggml.unknown_token_id', UNK),
    string('tokenizer.chat_template', CHATML_TEMPLATE),
  ];
}

type TensorRole = 'embedding' | 'output' | 'norm' | 'matrix';

interface TensorInfo {
  name: string;
  /** Innermost first, as GGUF stores them. */
  dims: number[];
  role: TensorRole;
  type: TensorType;
}

function tensorPlan(shape: Shape, separateOutput: boolean): TensorInfo[] {
  const { embeddingLength: e, headCount, headCountKv, headDim, feedForwardLength: f } = shape;
  const v = shape.vocabularySize;
  const tensor = (name: string, dims: number[], role: TensorRole): TensorInfo => ({
    name: `${name}.weight`,
    dims,
    role,
    type: 'F32',
  });
  const tensors = [
    tensor('token_embd', [e, v], 'embedding'),
    // Without an output tensor llama.cpp ties it to the embedding; a preference needs its own.
    ...(separateOutput ? [tensor('output', [e, v], 'output')] : []),
    tensor('output_norm', [e], 'norm'),
  ];
  for (let block = 0; block < shape.blockCount; block++) {
    const blk = (name: string, dims: number[], role: TensorRole) =>
      tensor(`blk.${block}.${name}`, dims, role);
    tensors.push(
      blk('attn_norm', [e], 'norm'),
      blk('attn_q', [e, headCount * headDim], 'matrix'),
      blk('attn_k', [e, headCountKv * headDim], 'matrix'),
      blk('attn_v', [e, headCountKv * headDim], 'matrix'),
      blk('attn_output', [headCount * headDim, e], 'matrix'),
      blk('ffn_norm', [e], 'norm'),
      blk('ffn_gate', [e, f], 'matrix'),
      blk('ffn_up', [e, f], 'matrix'),
      blk('ffn_down', [f, e], 'matrix'),
    );
  }
  return tensors;
}

/** Random weights of a freshly initialised model. */
const WEIGHT_SCALE = 0.02;
/**
 * With a preference, every token's embedding carries this in its first dimension, which the small
 * random weights barely change: after the final norm that dimension dominates, so the output row's
 * first entry (the token's preference) decides the logits.
 */
const PREFERENCE_CARRIER = 1;
const PREFERENCE_STEP = 0.05;

/** Values are written in chunks of this many rows, so a large model is written in bounded memory. */
const ROWS_PER_CHUNK = 1024;

function* tensorValues(
  tensor: TensorInfo,
  shape: Shape,
  random: () => number,
  preference: Float32Array | null,
): Generator<Float32Array> {
  const rowLength = tensor.dims[0]!;
  const rows = tensor.dims.slice(1).reduce((a, b) => a * b, 1);
  for (let firstRow = 0; firstRow < rows; firstRow += ROWS_PER_CHUNK) {
    const chunkRows = Math.min(ROWS_PER_CHUNK, rows - firstRow);
    const values = new Float32Array(chunkRows * rowLength);
    if (tensor.role === 'norm') {
      yield values.fill(1);
      continue;
    }
    for (let i = 0; i < values.length; i++) values[i] = (random() * 2 - 1) * WEIGHT_SCALE * Math.sqrt(3);
    if (preference && (tensor.role === 'embedding' || tensor.role === 'output')) {
      // A row per token: its first value carries the preference.
      for (let row = 0; row < chunkRows; row++) {
        const token = firstRow + row;
        values[row * rowLength] = tensor.role === 'embedding' ? PREFERENCE_CARRIER : preference[token]!;
      }
    }
    yield values;
  }
}

/** Each preferred token's score, falling by a step; the rest score 0. Null without preferences. */
function preferenceScores(tokens: readonly string[], preferred: readonly string[]): Float32Array | null {
  if (preferred.length === 0) return null;
  const scores = new Float32Array(tokens.length);
  preferred.forEach((text, rank) => {
    const ids = idsWritingText(tokens, text);
    if (ids.length === 0) throw new Error(`no token writes ${JSON.stringify(text)}`);
    for (const id of ids) scores[id] = (preferred.length - rank) * PREFERENCE_STEP;
  });
  return scores;
}

/** A token's own text, its piece (a space written as the SPM mark) and, for one byte, its byte token. */
function idsWritingText(tokens: readonly string[], text: string): number[] {
  const ids: number[] = [];
  const bytes = Buffer.from(text, 'utf8');
  const byteToken =
    bytes.length === 1 ? `<0x${bytes[0]!.toString(16).toUpperCase().padStart(2, '0')}>` : undefined;
  tokens.forEach((token, id) => {
    if (token === text || token === text.replaceAll(' ', SPACE) || token === byteToken) ids.push(id);
  });
  return ids;
}

function tensorBytes(tensor: TensorInfo): number {
  const count = tensor.dims.reduce((a, b) => a * b, 1);
  if (tensor.type === 'Q4_0') return (count / Q4_0_BLOCK.weights) * Q4_0_BLOCK.bytes;
  return count * (tensor.type === 'F32' ? 4 : 2);
}

function padded(length: number): number {
  return Math.ceil(length / ALIGNMENT) * ALIGNMENT;
}

/** GGML's block_q4_0: an f16 scale d, then 16 bytes holding 32 four-bit values q, each weight (q - 8) * d. */
const Q4_0_BLOCK = { weights: 32, bytes: 18 } as const;
/**
 * Blocks in the chunk repeated through every Q4_0 tensor: a prime count, so that rows (a whole number of
 * blocks) fall on other parts of the chunk from one repeat to the next. About 1.2 MB.
 */
const Q4_0_CHUNK_BLOCKS = 65_537;
/**
 * Every block's scale: with q drawn from 1 to 15 (weights -7d to 7d, centred on 0) the weights' standard
 * deviation is d * sqrt(224 / 12), the WEIGHT_SCALE of the F32 and F16 models, so activations stay finite.
 */
const Q4_0_SCALE = WEIGHT_SCALE / Math.sqrt(224 / 12);

function randomQ4Blocks(random: () => number): Buffer {
  const chunk = Buffer.alloc(Q4_0_CHUNK_BLOCKS * Q4_0_BLOCK.bytes);
  const scale = toHalf(Q4_0_SCALE);
  for (let block = 0; block < Q4_0_CHUNK_BLOCKS; block++) {
    const at = block * Q4_0_BLOCK.bytes;
    chunk.writeUInt16LE(scale, at);
    for (let i = 2; i < Q4_0_BLOCK.bytes; i++) {
      const low = 1 + Math.floor(random() * 15);
      const high = 1 + Math.floor(random() * 15);
      chunk[at + i] = low | (high << 4);
    }
  }
  return chunk;
}

/**
 * A Q4_0 tensor's rows: the chunk, repeated, except that rows `silent` picks are zero (every scale 0).
 * The output is tied to the embedding, so a token with a zero row gets a logit of exactly 0, below the
 * largest of the other tokens' random logits: greedy decoding never picks it.
 */
function* q4Rows(tensor: TensorInfo, chunk: Buffer, silent?: (row: number) => boolean): Generator<Buffer> {
  const rowBytes = (tensor.dims[0]! / Q4_0_BLOCK.weights) * Q4_0_BLOCK.bytes;
  const rows = tensor.dims.slice(1).reduce((a, b) => a * b, 1);
  let at = 0;
  for (let row = 0; row < rows;) {
    const quiet = silent?.(row) ?? false;
    let end = row + 1;
    while (end < rows && (silent?.(end) ?? false) === quiet) end++;
    let bytes = (end - row) * rowBytes;
    if (quiet) yield Buffer.alloc(bytes);
    while (!quiet && bytes > 0) {
      const take = Math.min(bytes, chunk.length - at);
      yield chunk.subarray(at, at + take);
      at = (at + take) % chunk.length;
      bytes -= take;
    }
    row = end;
  }
}

/**
 * Whether a token is a piece of words. A Q4_0 model writes only these: not a control token, which would
 * end the reply at once; not a lone byte, which shows nothing until a UTF-8 character is whole; not a
 * digit, which the chat's arithmetic check holds back until the sentence ends.
 */
function writesWords(vocabulary: Vocabulary, id: number): boolean {
  return vocabulary.types[id] === TokenType.normal && /[a-z]/i.test(vocabulary.tokens[id]!);
}

function encode(values: Float32Array, type: 'F32' | 'F16'): Buffer {
  if (type === 'F32') return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  const bytes = Buffer.alloc(values.length * 2);
  values.forEach((value, i) => bytes.writeUInt16LE(toHalf(value), i * 2));
  return bytes;
}

const float = new Float32Array(1);
const floatBits = new Uint32Array(float.buffer);

/** IEEE 754 half precision, rounded to nearest; enough for weights in [-1, 1]. */
function toHalf(value: number): number {
  float[0] = value;
  const bits = floatBits[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  const mantissa = bits & 0x7fffff;
  if (exponent <= 0) {
    if (exponent < -10) return sign;
    const subnormal = (mantissa | 0x800000) >> (1 - exponent);
    return sign | ((subnormal + 0x1000) >> 13);
  }
  if (exponent >= 0x1f) return sign | 0x7c00;
  return sign | ((exponent << 10) + ((mantissa + 0x1000) >> 13));
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Little-endian GGUF values, appended in order. */
class GgufBuffer {
  #chunks: Buffer[] = [];
  length = 0;

  raw(bytes: Buffer): void {
    this.#chunks.push(bytes);
    this.length += bytes.length;
  }

  u32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.raw(b);
  }

  i32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value);
    this.raw(b);
  }

  u64(value: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(value));
    this.raw(b);
  }

  f32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.raw(b);
  }

  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.raw(bytes);
  }

  kv(key: string, type: number, value: () => void): void {
    this.string(key);
    this.u32(type);
    value();
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.#chunks);
  }
}
