import { ErrorBody } from '@socratica/contracts';

// What every chat route declares: learners only, documented under "chat", and the refusals they share.
export const learner = { config: { access: 'user' as const } };
export const doc = { tags: ['chat'], security: [{ bearer: [] }] };
export const refusals = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
