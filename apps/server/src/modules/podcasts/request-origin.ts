import type { FastifyRequest } from 'fastify';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else reaches a URL. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the request came to, for the absolute URLs podcast apps need (the feed, its enclosures,
 * the cover). Behind a proxy it is the proxy's when SOCRATICA_TRUST_PROXY is on.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
