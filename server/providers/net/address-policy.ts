import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the server may connect to on a user's or a provider's say-so: public
 * unicast only. Everything loopback, private, link-local, unique-local, shared (CGNAT),
 * multicast, reserved or documentation is refused, and so are IPv6 forms that embed an IPv4
 * address (mapped, compatible, NAT64, 6to4, Teredo), whatever they embed.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
// IPv6: only global unicast (2000::/3) is allowed at all; within it, these are refused.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
for (const [net, bits] of [
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const lower = address.toLowerCase();
    // BlockList treats ::ffff:a.b.c.d as IPv4; checking 2000::/3 first keeps every
    // non-global form (mapped, ::1, fc00::/7, fe80::/10, NAT64 64:ff9b::/96) out.
    if (!globalUnicast.check(lower, 'ipv6')) return false;
    return !blocked.check(lower, 'ipv6');
  }
  return false;
}
