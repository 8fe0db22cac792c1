/**
 * The IPv4 addresses an IPv6 address carries (issue 44): a connection to one of these forms can end at that IPv4
 * address (a translator, a tunnel or the host's own stack unwraps it), so a webhook URL is judged by every IPv4 address
 * it embeds, not only by its IPv6 prefix. The forms: IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96),
 * IPv4-translated (::ffff:0:0:0/96, RFC 2765), NAT64 (64:ff9b::/96, RFC 6052), 6to4 (2002::/16, RFC 3056), Teredo
 * (2001::/32, RFC 4380: the server at bits 32–63, the client inverted in the last 32 bits) and an ISATAP interface
 * identifier (::0:5efe:a.b.c.d or ::200:5efe:a.b.c.d, RFC 5214) under any prefix.
 */
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

const ipv4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** Every IPv4 address the IPv6 address embeds by one of the forms above (empty for a plain IPv6 address). */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (!g) return [];
  const found: string[] = [];
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  // ::a.b.c.d (compatible), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated).
  if (zeros(0, 5) && (g[5] === 0 || g[5] === 0xffff)) found.push(ipv4(g[6]!, g[7]!));
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) found.push(ipv4(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) found.push(ipv4(g[6]!, g[7]!));
  if (g[0] === 0x2002) found.push(ipv4(g[1]!, g[2]!));
  if (g[0] === 0x2001 && g[1] === 0) {
    found.push(ipv4(g[2]!, g[3]!), ipv4(g[6]! ^ 0xffff, g[7]! ^ 0xffff));
  }
  if ((g[4] === 0 || g[4] === 0x200) && g[5] === 0x5efe) found.push(ipv4(g[6]!, g[7]!));
  return found;
}
