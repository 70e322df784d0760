/**
 * An uploaded file that cannot become a source. The message is one sentence naming the file and what the admin
 * can do about it: the route answers it as a 4xx `detail`, so it must never carry internals.
 */
export class DocumentRejected extends Error {
  override readonly name = 'DocumentRejected';
}
