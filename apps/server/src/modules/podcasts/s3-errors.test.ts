import { describe, expect, it } from 'vitest';
import { readEnv } from '../../config/env.js';
import { describeS3Error, unavailableBucketMessage } from './s3-errors.js';

const settings = readEnv({
  SOCRATICA_AUDIO_STORE: 's3',
  SOCRATICA_S3_BUCKET: 'audio',
  SOCRATICA_S3_ENDPOINT: 'http://store.internal:9000',
});
const answered = (status: number, name: string) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('unavailableBucketMessage', () => {
  it('names the key variables for refused credentials, with the store’s own code', () => {
    expect(unavailableBucketMessage(answered(403, 'InvalidAccessKeyId'), settings)).toBe(
      'SOCRATICA_S3_ACCESS_KEY_ID / SOCRATICA_S3_SECRET_ACCESS_KEY: the store refused the credentials (403 InvalidAccessKeyId) for the bucket "audio" at http://store.internal:9000.',
    );
    expect(unavailableBucketMessage(answered(403, 'Forbidden'), settings)).toMatch(
      /refused the credentials \(403\) for/,
    );
  });

  it('names the bucket, the endpoint, the region or the SDK’s credential chain', () => {
    expect(unavailableBucketMessage(answered(404, 'NotFound'), settings)).toBe(
      'SOCRATICA_S3_BUCKET: the bucket "audio" does not exist at http://store.internal:9000.',
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', $metadata: {} });
    expect(unavailableBucketMessage(refused, settings)).toBe(
      'SOCRATICA_S3_ENDPOINT: nothing answers at http://store.internal:9000 (ECONNREFUSED).',
    );
    expect(unavailableBucketMessage(answered(301, 'PermanentRedirect'), settings)).toMatch(
      /^SOCRATICA_S3_REGION \/ SOCRATICA_S3_ENDPOINT: .* another region than us-east-1\.$/,
    );
    const noCredentials = Object.assign(new Error('Could not load credentials from any providers'), {
      name: 'CredentialsProviderError',
    });
    expect(unavailableBucketMessage(noCredentials, settings)).toMatch(
      /^SOCRATICA_S3_ACCESS_KEY_ID \/ SOCRATICA_S3_SECRET_ACCESS_KEY: not set, and the AWS SDK found no credentials/,
    );
  });
});

describe('describeS3Error', () => {
  it('says whether the store answered, and what', () => {
    expect(describeS3Error(answered(503, 'SlowDown'), settings)).toBe(
      'the object store at http://store.internal:9000 answered 503 SlowDown',
    );
    expect(describeS3Error(Object.assign(new Error('x'), { name: 'TimeoutError' }), settings)).toBe(
      'the object store at http://store.internal:9000 did not answer (TimeoutError)',
    );
  });
});
