import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../config/env.js';

export type S3Settings = Pick<
  Env,
  | 'SOCRATICA_S3_BUCKET'
  | 'SOCRATICA_S3_PREFIX'
  | 'SOCRATICA_S3_REGION'
  | 'SOCRATICA_S3_ENDPOINT'
  | 'SOCRATICA_S3_FORCE_PATH_STYLE'
  | 'SOCRATICA_S3_ACCESS_KEY_ID'
  | 'SOCRATICA_S3_SECRET_ACCESS_KEY'
>;

/**
 * The S3 client for the audio store. Checksums only when an operation requires them: since 3.729 the SDK
 * sends CRC32 checksums by default, which several S3-compatible stores refuse (R2 answers 501). Short
 * connection and idle limits, so that a store that stopped answering turns into a clear 503 for a listener
 * rather than a request that hangs; a paused player whose socket idles out simply asks for the next range.
 */
export function createS3Client(settings: S3Settings): S3Client {
  const keys = settings.SOCRATICA_S3_ACCESS_KEY_ID && settings.SOCRATICA_S3_SECRET_ACCESS_KEY;
  return new S3Client({
    region: settings.SOCRATICA_S3_REGION,
    ...(settings.SOCRATICA_S3_ENDPOINT ? { endpoint: settings.SOCRATICA_S3_ENDPOINT } : {}),
    forcePathStyle: settings.SOCRATICA_S3_FORCE_PATH_STYLE,
    // Without keys, the SDK's own chain applies (AWS_ACCESS_KEY_ID, a profile, an instance or pod role).
    ...(keys
      ? {
          credentials: {
            accessKeyId: settings.SOCRATICA_S3_ACCESS_KEY_ID!,
            secretAccessKey: settings.SOCRATICA_S3_SECRET_ACCESS_KEY!,
          },
        }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

/** Where the store is, in an operator's words: the endpoint, or Amazon S3 in its region. */
export function describeEndpoint(settings: S3Settings): string {
  return settings.SOCRATICA_S3_ENDPOINT ?? `Amazon S3 (${settings.SOCRATICA_S3_REGION})`;
}
