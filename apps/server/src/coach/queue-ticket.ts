import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a call to the embedded model is for, carried through the AI SDK without threading it through every
 * signature: the runtime's fair queue takes turns by `learnerKey`, and tells `onQueued` where the call
 * waits (1 = next) whenever that changes.
 */
export interface QueueTicket {
  learnerKey: string;
  onQueued?: (position: number) => void;
}

/** Calls made outside any ticket (background podcast jobs) share one place in the turns. */
export const BACKGROUND_LEARNER = 'background';

const tickets = new AsyncLocalStorage<QueueTicket>();

/**
 * Runs `fn` with the ticket. The model is called where the AI SDK call starts (streamText, generateText),
 * so that call must happen inside `fn`; a stream created inside and read outside still carries it. An
 * async generator's body (the coach's `tutorReply`) runs on its first `next()`, so iterate it inside `fn`.
 */
export function runAsLearner<T>(ticket: QueueTicket, fn: () => T): T {
  return tickets.run(ticket, fn);
}

export function currentQueueTicket(): QueueTicket | undefined {
  return tickets.getStore();
}
