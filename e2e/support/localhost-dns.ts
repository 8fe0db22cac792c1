/**
 * Browsers resolve every `*.localhost` name to loopback (RFC 6761), so Chromium reaches brand2.localhost without any
 * set-up; Node's resolver (getaddrinfo) does not. Playwright's API requests (`request`, `page.request`) resolve
 * through `dns.promises.lookup` in this worker process, so the same rule is applied here: `<anything>.localhost` is
 * looked up as `localhost`. Imported for its effect by the fixtures.
 */
import dns from 'node:dns';

const LOCALHOST_SUBDOMAIN = /\.localhost\.?$/i;

const originalPromiseLookup = dns.promises.lookup.bind(dns.promises);
dns.promises.lookup = ((hostname: string, options?: unknown) =>
  originalPromiseLookup(
    LOCALHOST_SUBDOMAIN.test(hostname) ? 'localhost' : hostname,
    options as dns.LookupAllOptions,
  )) as typeof dns.promises.lookup;

const originalLookup = dns.lookup.bind(dns);
dns.lookup = ((hostname: string, ...rest: unknown[]) =>
  (originalLookup as (...args: unknown[]) => void)(
    LOCALHOST_SUBDOMAIN.test(hostname) ? 'localhost' : hostname,
    ...rest,
  )) as typeof dns.lookup;
