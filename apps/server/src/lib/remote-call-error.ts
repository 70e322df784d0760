/**
 * A call to an outside service (Wikipedia, YouTube) that gave no usable answer. Callers branch on `failure`,
 * each service naming its own kinds; `status` is the HTTP status when an answer came at all.
 */
export abstract class RemoteCallError<Failure extends string> extends Error {
  constructor(
    readonly failure: Failure,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
