import type { PreCheck, PreCheckSubmission } from '@socratica/contracts';
import { apiPost } from '../../../lib/api-client';

/** The knowledge pre-check's items, made once on the server (issue 40); never with their keys. */
export const offerPreCheck = (sessionId: number) => apiPost<PreCheck>(`assessments/${sessionId}/pre-check`);

export const submitPreCheck = (sessionId: number, body: PreCheckSubmission) =>
  apiPost<PreCheck>(`assessments/${sessionId}/pre-check/responses`, { body });

export const skipPreCheck = (sessionId: number) =>
  apiPost<PreCheck>(`assessments/${sessionId}/pre-check/skip`);
