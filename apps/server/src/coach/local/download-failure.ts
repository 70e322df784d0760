/** A download that stopped, with a message the admin reads in the settings: what happened and what to do. */
export class DownloadFailure extends Error {
  override name = 'DownloadFailure';
}

const MAX_HUB_MESSAGE = 200;

/** The settings' sentence for an HTTP refusal: the status, what the server said, and what to check. */
export function httpFailure(
  url: string,
  response: { status: number; statusText: string },
  hubMessage: string | null,
  fromHub: boolean,
): DownloadFailure {
  const said = hubMessage ? ` ("${hubMessage.slice(0, MAX_HUB_MESSAGE)}")` : '';
  const answered = `${new URL(url).host} answered ${response.status} ${response.statusText}${said} for ${url}.`;
  const where = fromHub ? 'the owner, repository, file name and revision' : 'the URL';
  let advice: string;
  if (response.status === 404) {
    advice = `Check SOCRATICA_LOCAL_MODEL: ${where} must name a file that exists.`;
  } else if (response.status === 401 || response.status === 403) {
    advice =
      'The file may be private or gated (the Hub also answers 401 for a repository that does not exist), and ' +
      'this server downloads without signing in. Check SOCRATICA_LOCAL_MODEL, or download the file yourself and ' +
      'set SOCRATICA_LOCAL_MODEL to its path.';
  } else if (response.status === 429) {
    advice = 'The server is limiting requests: try again in a few minutes.';
  } else if (response.status >= 500) {
    advice = 'The server has a problem on its side: try again later.';
  } else {
    advice = `Check SOCRATICA_LOCAL_MODEL${fromHub ? ' and SOCRATICA_HF_ENDPOINT' : ''}.`;
  }
  return new DownloadFailure(`${answered} ${advice}`);
}

/** The settings' sentence for a request that got no answer at all. */
export function unreachable(url: string, error: unknown, fromHub: boolean): DownloadFailure {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const reason =
    typeof cause?.code === 'string'
      ? cause.code
      : typeof cause?.message === 'string'
        ? cause.message
        : error instanceof Error
          ? error.message
          : String(error);
  return new DownloadFailure(
    `${new URL(url).host} could not be reached (${reason}). Check the server's network` +
      `${fromHub ? ', and SOCRATICA_HF_ENDPOINT if you use a mirror' : ''}, then try again: what arrived is kept.`,
  );
}
