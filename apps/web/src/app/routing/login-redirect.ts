interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** The login page's address, remembering the page the person wanted (router paths, without the base). */
export function loginPathFor(from: LocationLike): string {
  const target = `${from.pathname}${from.search}${from.hash}`;
  return target === '/' || from.pathname === '/login'
    ? '/login'
    : `/login?next=${encodeURIComponent(target)}`;
}

/**
 * Where to go after signing in. Only paths inside this app are accepted, so a crafted link cannot send a
 * person who just typed their password to another site.
 */
export function nextPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  const url = new URL(next, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid' || url.pathname === '/login') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
