/**
 * The two cookie chores the API has (read a named value, write a Set-Cookie line), without a cookie plugin:
 * one sign-in hint does not need one.
 */

/** Every value the Cookie header holds under `name`: a browser sends several when cookies of other paths share it. */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header.split(';').flatMap((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) return [];
    const value = pair.slice(equals + 1).trim();
    return [value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value];
  });
}

export interface CookieAttributes {
  path: string;
  maxAgeSeconds: number;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
  /** Only over HTTPS: a Secure cookie set over plain HTTP would be dropped by the browser. */
  secure: boolean;
}

/** RFC 6265's cookie-octet: what a value may hold without quoting. */
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function setCookieHeader(name: string, value: string, attributes: CookieAttributes): string {
  if (!TOKEN.test(name) || !COOKIE_OCTETS.test(value) || !COOKIE_OCTETS.test(attributes.path)) {
    throw new Error(`cookie ${name} has characters a Set-Cookie header cannot carry`);
  }
  return [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
    ...(attributes.httpOnly ? ['HttpOnly'] : []),
    `SameSite=${attributes.sameSite}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}
