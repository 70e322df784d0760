import { RemoteCallError } from '../../lib/remote-call-error.js';

export type WikipediaFailure =
  /** No answer within the configured time. */
  | 'timeout'
  /** The wiki could not be reached at all (no network, no such host, refused). */
  | 'network'
  /** 429 or 503 (or a maxlag error) whose Retry-After asked for more waiting than we allow. */
  | 'rate_limited'
  | 'http_error'
  /** Not JSON, not in the documented shape, or an API error in it. */
  | 'bad_response';

/** A request to Wikipedia that did not give a usable answer. The knowledge service never lets it reach a chat. */
export class WikipediaError extends RemoteCallError<WikipediaFailure> {
  override name = 'WikipediaError';
}
