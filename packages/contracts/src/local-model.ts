import { z } from 'zod';

// DESIGN D21: the embedded model (SOCRATICA_AI_PROVIDER=local), its download and its card in the admin settings.

export const LocalModelState = z
  .enum(['not_needed', 'missing', 'downloading', 'paused', 'verifying', 'ready', 'failed'])
  .describe(
    'not_needed: the provider is not local; missing: no file and no part of one; downloading; paused: part of ' +
      'the file is stored and Resume continues from it; verifying: checking size and SHA-256; ready: the file is ' +
      'complete; failed: the last download stopped with `error`.',
  );
export type LocalModelState = z.infer<typeof LocalModelState>;

export const LocalModelProgress = z.object({
  bytes: z.number().int().describe('Bytes stored so far, the part kept from earlier runs included.'),
  total: z.number().int().nullable().describe('The file’s size, or null while it is not known.'),
  bytes_per_second: z
    .number()
    .nullable()
    .describe('Averaged over the last few seconds of this download; null when nothing is arriving.'),
  seconds_left: z
    .number()
    .int()
    .nullable()
    .describe('At the current speed; null when the speed or the size is not known.'),
});
export type LocalModelProgress = z.infer<typeof LocalModelProgress>;

/** Which coach answers learners now. */
export const ServingCoach = z.enum(['offline', 'embedded', 'openai']);
export type ServingCoach = z.infer<typeof ServingCoach>;

export const LocalModelStatus = z.object({
  provider_active: z.boolean().describe('Whether SOCRATICA_AI_PROVIDER is local.'),
  address: z
    .string()
    .describe('SOCRATICA_LOCAL_MODEL as set: a file path, an https:// URL or an hf: address.'),
  source: z
    .enum(['file', 'url', 'hf'])
    .nullable()
    .describe('What the address names; null when the provider is not local and the address is not valid.'),
  name: z.string().nullable().describe('The model file’s name without .gguf.'),
  path: z.string().nullable().describe('Where the file is, or will be once downloaded.'),
  downloadable: z.boolean().describe('Whether this page can download it (a URL or an hf: address).'),
  size_bytes: z
    .number()
    .int()
    .nullable()
    .describe('From the file, or from the download server’s answer; null while unknown.'),
  license: z
    .string()
    .nullable()
    .describe('The licence the Hugging Face Hub gives the repository, like apache-2.0; null when unknown.'),
  state: LocalModelState,
  progress: LocalModelProgress.nullable().describe('While downloading, paused or failed with a part kept.'),
  error: z.string().nullable().describe('Why the last download stopped, and what to do.'),
  serving: ServingCoach,
  load_error: z
    .string()
    .nullable()
    .describe(
      'Why the downloaded model could not be loaded (the offline coach answers instead); null otherwise.',
    ),
});
export type LocalModelStatus = z.infer<typeof LocalModelStatus>;
