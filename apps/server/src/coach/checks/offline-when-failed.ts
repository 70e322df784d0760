import type { CoachTask } from '@socratica/contracts';
import type { AnsweredOfflineHook } from '../answered-offline-hook.js';
import { CoachError } from '../coach.js';
import type { ReplyCheckTally } from './reply-check-tally.js';

/** Where a failure's reason goes: the server's log, never a user. */
export interface FailureLog {
  warn(details: object, message: string): void;
}

/**
 * A task outside the chat that never blocks the learner (issue 38): when the model errs, times out, answers
 * empty or unparsable, or answers something `flaw` finds unusable, the offline coach does the task for this
 * request. The request's hook hears why (for the log), and the dashboard counts the task as failed.
 */
export function offlineWhenFailed<Request extends AnsweredOfflineHook, Result>(
  task: CoachTask,
  ask: {
    model: (request: Request) => Promise<Result>;
    offline: (request: Request) => Promise<Result>;
    flaw: (result: Result, request: Request) => string | null;
  },
  { tally, log }: { tally: ReplyCheckTally; log?: FailureLog | undefined },
): (request: Request) => Promise<Result> {
  return async (request) => {
    let reason: string;
    try {
      const result = await ask.model(request);
      const flaw = ask.flaw(result, request);
      if (flaw === null) return result;
      reason = `${task}: the model's answer ${flaw}`;
    } catch (error) {
      reason = `${task}: ${failureReason(error)}`;
    }
    log?.warn({ task, reason }, 'The model failed a task; the offline coach did it');
    await tally.record(`failed:${task}`);
    request.onAnsweredOffline?.(reason);
    return ask.offline(request);
  };
}

function failureReason(error: unknown): string {
  if (error instanceof CoachError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}
