import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

/**
 * Names of autonomous systems that rent servers or sell VPN exits. A sign-in from them is not a
 * household connection, which is what the audit log's VPN/hosting flag means. A heuristic on the
 * ASN's registered name: it errs towards flagging, which suits a "suspicious activity" count.
 */
const HOSTING_NAME =
  /\b(amazon|aws|google|microsoft|azure|digitalocean|linode|akamai|ovh|hetzner|vultr|choopa|contabo|scaleway|leaseweb|m247|datacamp|cdn77|oracle|alibaba|tencent|hostinger|ionos|hostwinds|quadranet|psychz|colocrossing|nforce|worldstream|zenlayer|cloudflare|fastly|packethub|tefincom|nordvpn|expressvpn|private internet access|mullvad|proton|surfshark|ipvanish|windscribe|hosting|host|datacenter|data center|data centre|servers?|vps|cloud)\b/i;

export function isHostingName(name: string): boolean {
  return HOSTING_NAME.test(name);
}

/** Sorted, non-overlapping IPv4 ranges held as numbers, searched by bisection. */
export class Ipv4RangeSet {
  constructor(
    private readonly starts: Uint32Array,
    private readonly ends: Uint32Array,
  ) {}

  get size() {
    return this.starts.length;
  }

  has(ip: number): boolean {
    let low = 0;
    let high = this.starts.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (ip < this.starts[mid]!) high = mid - 1;
      else if (ip > this.ends[mid]!) low = mid + 1;
      else return true;
    }
    return false;
  }
}

const require = createRequire(import.meta.url);

/** Reads the ASN table shipped in @ip-location-db/asn and keeps only the hosting and VPN networks. */
export async function loadHostingRanges(): Promise<Ipv4RangeSet> {
  const file = require.resolve('@ip-location-db/asn/asn-ipv4-num.csv');
  const starts: number[] = [];
  const ends: number[] = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    // start,end,asn,"Org name, with commas"
    const third = line.indexOf(',', line.indexOf(',', line.indexOf(',') + 1) + 1);
    if (third < 0 || !isHostingName(line.slice(third + 1))) continue;
    const [start, end] = line.split(',', 2).map(Number);
    if (start === undefined || end === undefined || Number.isNaN(start) || Number.isNaN(end)) continue;
    starts.push(start);
    ends.push(end);
  }
  return new Ipv4RangeSet(Uint32Array.from(starts), Uint32Array.from(ends));
}
