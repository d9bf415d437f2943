import { describe, expect, it } from 'vitest';
import { normalizeHost, refusalOfAddress } from './addressPolicy.ts';

/** The host as a URL or an SMTP field would carry it → the reason it is refused. */
const verdict = (host: string) => {
  const normalized = normalizeHost(host);
  return normalized === null ? 'invalid' : refusalOfAddress(normalized);
};

describe('address policy', () => {
  it.each([
    ['169.254.169.254', 'linkLocal'],
    ['127.0.0.1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::1', 'loopback'],
    ['127.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['0x7f.0.0.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback (in ipv4Mapped)'],
    ['::ffff:7f00:1', 'loopback (in ipv4Mapped)'],
    ['::ffff:0:7f00:1', 'loopback (in rfc6145)'],
    ['::127.0.0.1', 'loopback (in ipv4Compatible)'],
    ['64:ff9b::127.0.0.1', 'loopback (in nat64)'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal (in nat64)'],
    ['64:ff9b:1::1', 'rfc6052'],
    ['2002:7f00:1::', 'loopback (in 6to4)'],
    ['[::ffff:169.254.169.254]', 'linkLocal (in ipv4Mapped)'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'teredo'],
  ])('refuses %s (%s)', (host, reason) => {
    expect(verdict(host)).toBe(reason);
  });

  it.each(['8.8.8.8', '93.184.216.34', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'lets the public address %s through',
    (host) => {
      expect(verdict(host)).toBeNull();
    },
  );

  it('reads every IPv4 spelling as the WHATWG URL parser does, and rejects hosts with a port or path', () => {
    expect(normalizeHost('0x7f000001')).toBe('127.0.0.1');
    expect(normalizeHost('127.1')).toBe('127.0.0.1');
    expect(normalizeHost('[::FFFF:127.0.0.1]')).toBe('::ffff:7f00:1');
    expect(normalizeHost('SMTP.Example.COM')).toBe('smtp.example.com');
    expect(normalizeHost('LOCALHOST.')).toBe('localhost');
    expect(normalizeHost('foo.localhost.')).toBe('foo.localhost');
    expect(normalizeHost('127.0.0.1.')).toBe('127.0.0.1');
    expect(normalizeHost('1.2.3.4:25')).toBeNull();
    expect(normalizeHost('user@host')).toBeNull();
    expect(normalizeHost('host/path')).toBeNull();
    expect(normalizeHost(' ')).toBeNull();
    expect(refusalOfAddress('smtp.example.com')).toBe('not an IP address');
  });
});
