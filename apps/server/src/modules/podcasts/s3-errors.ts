import { describeEndpoint, type S3Settings } from './s3-client.js';

interface S3ErrorShape {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const shapeOf = (error: unknown): S3ErrorShape => (typeof error === 'object' && error ? error : {});

/** The HTTP status the store answered, or undefined when no answer came (refused, reset, timed out). */
const statusOf = (error: unknown): number | undefined => shapeOf(error).$metadata?.httpStatusCode;

/** No such key (or bucket): a 404, whether the body named NoSuchKey or a HEAD answered without one. */
export const isNotFound = (error: unknown): boolean =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound', 'NoSuchBucket'].includes(shapeOf(error).name ?? '');

/** The network's word for a failure without an answer: ECONNREFUSED, ENOTFOUND, TimeoutError… */
function networkCode(error: unknown): string {
  const shape = shapeOf(error);
  const cause = shapeOf((error as { cause?: unknown } | undefined)?.cause);
  return shape.code ?? cause.code ?? shape.name ?? 'no answer';
}

/** One clause saying what went wrong, for logs, a failed job's reason and the start-time message. */
export function describeS3Error(error: unknown, settings: S3Settings): string {
  const status = statusOf(error);
  const where = describeEndpoint(settings);
  if (status === undefined) return `the object store at ${where} did not answer (${networkCode(error)})`;
  const shape = shapeOf(error);
  const said = shape.name && !['Unknown', String(status)].includes(shape.name) ? ` ${shape.name}` : '';
  return `the object store at ${where} answered ${status}${said}`;
}

/**
 * Why the bucket cannot be used, naming the variable to change; for HeadBucket at start and for readiness.
 * HEAD answers carry no body, so the status decides.
 */
export function unavailableBucketMessage(error: unknown, settings: S3Settings): string {
  const status = statusOf(error);
  const where = describeEndpoint(settings);
  const bucket = settings.SOCRATICA_S3_BUCKET ?? '';
  const name = shapeOf(error).name ?? '';
  if (name === 'CredentialsProviderError') {
    return `SOCRATICA_S3_ACCESS_KEY_ID / SOCRATICA_S3_SECRET_ACCESS_KEY: not set, and the AWS SDK found no credentials of its own (${shapeOf(error).message ?? name}).`;
  }
  if (status === undefined) {
    return `SOCRATICA_S3_ENDPOINT: nothing answers at ${where} (${networkCode(error)}).`;
  }
  if (status === 404) return `SOCRATICA_S3_BUCKET: the bucket "${bucket}" does not exist at ${where}.`;
  if (status === 401 || status === 403) {
    // A HEAD answer has no body, so the SDK names it only by its status.
    const code = name && !['Forbidden', 'Unknown', String(status)].includes(name) ? ` ${name}` : '';
    return `SOCRATICA_S3_ACCESS_KEY_ID / SOCRATICA_S3_SECRET_ACCESS_KEY: the store refused the credentials (${status}${code}) for the bucket "${bucket}" at ${where}.`;
  }
  if (status === 301 || status === 400) {
    return `SOCRATICA_S3_REGION / SOCRATICA_S3_ENDPOINT: the store at ${where} refused the bucket "${bucket}" (${status}); the bucket may be in another region than ${settings.SOCRATICA_S3_REGION}.`;
  }
  return `SOCRATICA_S3_ENDPOINT: the object store at ${where} answered ${status} for the bucket "${bucket}"; it may be down.`;
}
