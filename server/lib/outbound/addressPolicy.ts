import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a tenant-controlled target may reach. Only global unicast passes; everything
 * else (loopback, RFC 1918, CGNAT, link-local, unique-local, multicast, unspecified, reserved,
 * documentation, benchmarking …) is refused, and an IPv4 address embedded in an IPv6 one
 * (mapped, compatible, SIIT, NAT64, 6to4) is judged as the IPv4 address it carries.
 */

/** The IPv4 address an IPv6 address carries, when its range is a translation of one. */
const embeddedIPv4 = (v6: ipaddr.IPv6): { v4: ipaddr.IPv4; via: string } | null => {
  const range = v6.range();
  const b = v6.toByteArray();
  const last32 = (via: string) => ({ v4: new ipaddr.IPv4(b.slice(12, 16)), via });
  if (range === 'ipv4Mapped' || range === 'rfc6145') return last32(range);
  // NAT64 well-known prefix 64:ff9b::/96 (64:ff9b:1::/48 is refused below as a local-use prefix).
  if (range === 'rfc6052' && v6.parts[2] === 0) return last32('nat64');
  if (range === '6to4') return { v4: new ipaddr.IPv4(b.slice(2, 6)), via: range };
  // IPv4-compatible ::a.b.c.d (deprecated): the first 96 bits are zero (:: and ::1 have their own ranges).
  if (range !== 'unspecified' && range !== 'loopback' && b.slice(0, 12).every((x) => x === 0))
    return last32('ipv4Compatible');
  return null;
};

const refusalOfV4 = (v4: ipaddr.IPv4): string | null => {
  const range = v4.range();
  return range === 'unicast' ? null : range;
};

/** Why an IP address may not be a target (its range, e.g. "loopback"), or null when it is public. */
export const refusalOfAddress = (address: string): string | null => {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'not an IP address';
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return refusalOfV4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (embedded) {
    const inner = refusalOfV4(embedded.v4);
    return inner ? `${inner} (in ${embedded.via})` : null;
  }
  const range = v6.range();
  // Teredo, NAT64 local-use and the rest of the special ranges are refused too.
  return range === 'unicast' ? null : range;
};

/**
 * A host as the WHATWG URL parser reads it: IPv4 in any spelling (127.1, 2130706433, 0x7f000001,
 * 0177.0.0.1) becomes dotted decimal, IPv6 loses its brackets and is compressed, names are lowercased.
 * Null when it is no valid host.
 */
export const normalizeHost = (host: string): string | null => {
  const trimmed = host.trim();
  if (!trimmed) return null;
  // A port, user info or path has no place in a host (IPv6 literals aside).
  if (!net.isIPv6(trimmed.replace(/^\[|\]$/g, '')) && /[:/@?#\\]/.test(trimmed)) return null;
  const bracketed = net.isIPv6(trimmed) ? `[${trimmed}]` : trimmed;
  try {
    const u = new URL(`http://${bracketed}/`);
    if (u.username || u.password || u.port || u.pathname !== '/') return null;
    // A fully-qualified name's trailing dot ("localhost.") names the same host.
    return u.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  } catch {
    return null;
  }
};

/** Names that always mean this machine, whatever DNS says. */
export const isLocalName = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};
