/**
 * Where a webhook may be sent (issue 26, ARCHITECTURE §7). In production: HTTPS only, and never to an internal
 * address — private, loopback, link-local (cloud metadata at 169.254.169.254), unique-local, multicast — so a
 * subscription cannot make the API probe its own network (SSRF). The name is resolved and every address checked
 * when the subscription is saved AND again at each connection (the socket connects to the checked address, so a DNS
 * answer that changes in between cannot slip an internal one in); redirects are never followed. Outside production a
 * loopback URL is allowed, so a developer can receive on their own machine.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { DomainError } from '../../lib/errors';
import { embeddedIpv4 } from './embedded-ipv4';
import { webhookMessages } from './messages';

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  // Local-use NAT64 (RFC 8215): its IPv4 part sits where the operator's prefix length puts it, so none is trusted.
  ['64:ff9b:1::', 48],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/**
 * True for an address a production webhook must not reach. An IPv6 address that embeds an IPv4 one (mapped,
 * compatible, translated, NAT64, 6to4, Teredo, ISATAP: embedded-ipv4.ts) is internal when any IPv4 it carries is.
 */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return internal.check(address, 'ipv4');
  if (embeddedIpv4(address).some((v4) => internal.check(v4, 'ipv4'))) return true;
  return internal.check(address, 'ipv6');
}

const refused = (message: keyof typeof webhookMessages, code: string) =>
  new DomainError('validation', webhookMessages[message], { code });

/** The URL parsed, or a 400 naming what is wrong with it (checked on save, before any address is resolved). */
export function parseWebhookUrl(raw: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('urlInvalid', 'webhook_url_invalid');
  }
  // Credentials in a URL would be shown in the console and the log: the signature is the authentication.
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.hash) {
    throw refused('urlInvalid', 'webhook_url_invalid');
  }
  if (production && url.protocol !== 'https:') throw refused('httpsRequired', 'webhook_https_required');
  return url;
}

const resolveAll = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** Resolves the host and refuses it when any of its addresses is internal (production only). */
export async function checkWebhookUrl(raw: string, production: boolean): Promise<URL> {
  const url = parseWebhookUrl(raw, production);
  if (!production) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  } catch {
    throw refused('hostUnresolved', 'webhook_host_unresolved');
  }
  if (addresses.length === 0 || addresses.some((entry) => isInternalAddress(entry.address))) {
    throw refused('addressRefused', 'webhook_address_refused');
  }
  return url;
}

/** An error whose code the delivery log shows. */
export class AddressRefusedError extends Error {
  readonly code = 'address_refused';
}

/**
 * The socket's DNS lookup in production: resolves, refuses when any address is internal, and connects to a checked
 * one. Node calls it for a name; an IP literal never reaches it, so the sender checks literals itself.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    if (addresses.length === 0 || addresses.some((entry) => isInternalAddress(entry.address))) {
      return callback(new AddressRefusedError('address refused'), '', 4);
    }
    const first = addresses[0]!;
    if ((options as { all?: boolean }).all) {
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [first]);
    }
    return callback(null, first.address, first.family);
  });
};
