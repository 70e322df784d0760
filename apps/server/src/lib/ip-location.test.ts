import { describe, expect, it } from 'vitest';
import { Ipv4RangeSet, isHostingName } from './hosting-networks.js';
import { IpLocator, isPrivateAddress, normalizeIp } from './ip-location.js';

describe('addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.0.9',
    '169.254.1.1',
    '::1',
    'fd00::1',
    'fe80::1',
    'garbage',
  ])('%s is private or unusable', (ip) => expect(isPrivateAddress(ip)).toBe(true));
  it.each(['81.2.69.142', '8.8.8.8', '2a02:ff0::1'])('%s is public', (ip) =>
    expect(isPrivateAddress(ip)).toBe(false),
  );
  it('unwraps IPv4-mapped IPv6', () => expect(normalizeIp('::ffff:81.2.69.142')).toBe('81.2.69.142'));
});

describe('hosting networks', () => {
  it('recognises hosting and VPN providers by name, not households', () => {
    for (const name of [
      'DigitalOcean, LLC',
      'Hetzner Online GmbH',
      'AMAZON-02',
      'M247 Europe SRL',
      'Clouvider Limited Cloud',
    ]) {
      expect(isHostingName(name), name).toBe(true);
    }
    for (const name of [
      'British Telecommunications PLC',
      'Comcast Cable Communications, LLC',
      'Deutsche Telekom AG',
    ]) {
      expect(isHostingName(name), name).toBe(false);
    }
  });

  it('finds an address inside sorted ranges', () => {
    const set = new Ipv4RangeSet(Uint32Array.from([10, 100, 1000]), Uint32Array.from([20, 200, 2000]));
    expect([5, 10, 15, 20, 21, 150, 999, 2000, 2001].map((ip) => set.has(ip))).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('IpLocator', () => {
  const locator = new IpLocator();
  it('gives private addresses no location', async () => {
    expect(await locator.locate('127.0.0.1')).toEqual({ city: null, country: null, isVpn: false });
    expect(await locator.locate(undefined)).toEqual({ city: null, country: null, isVpn: false });
  });
  it('locates public addresses offline and flags hosting networks', async () => {
    expect(await locator.locate('81.2.69.142')).toMatchObject({ country: 'GB', isVpn: false });
    expect(await locator.locate('5.9.1.1')).toMatchObject({ country: 'DE', isVpn: true });
    expect(await locator.locate('2a02:ff0::1')).toMatchObject({ country: 'TR' });
  }, 30_000);
});
