/**
 * Runs tasks one after another, each starting once the one before has settled: Wikimedia asks clients to
 * send one request at a time (API:Etiquette), and a wait its Retry-After asks for holds the queue too.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
