/** Where a webhook may go: in production HTTPS to external addresses only; outside production loopback is fine. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors';
import { postSigned } from './signed-post';
import { startReceiver, type TestReceiver } from './test-receiver';
import { checkWebhookUrl, isInternalAddress } from './url-safety';

let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => receiver?.close());

const refusalCode = async (url: string, production: boolean) => {
  try {
    await checkWebhookUrl(url, production);
    return 'accepted';
  } catch (error) {
    return error instanceof DomainError ? error.options.code : String(error);
  }
};

describe('in production', () => {
  it('refuses plain HTTP, loopback, private, link-local and unique-local addresses, by name or literal', async () => {
    expect(await refusalCode('http://example.com/hook', true)).toBe('webhook_https_required');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
    ]) {
      expect([url, await refusalCode(url, true)]).toEqual([url, 'webhook_address_refused']);
    }
  });

  it('refuses a URL with credentials or of another scheme', async () => {
    expect(await refusalCode('https://user:pass@example.com/hook', true)).toBe('webhook_url_invalid');
    expect(await refusalCode('ftp://example.com/hook', false)).toBe('webhook_url_invalid');
    expect(await refusalCode('not a url', false)).toBe('webhook_url_invalid');
  });

  it('never connects to a loopback receiver, even when the subscription got in some other way', async () => {
    const result = await postSigned({
      url: receiver.url('/prod').replace('http:', 'https:'),
      body: '{}',
      secret: 's',
      eventType: 'webhook.test',
      deliveryId: 'd',
      now: new Date(),
      timeoutMs: 1000,
      production: true,
    });
    expect(result).toMatchObject({ statusCode: null, error: 'address_refused' });
    expect(receiver.received('/prod')).toHaveLength(0);
  });

  it('refuses every IPv6 form that embeds a non-public IPv4 address (issue 44), by URL and by address', async () => {
    for (const url of [
      'https://[::127.0.0.1]/hook', // IPv4-compatible
      'https://[::ffff:0:7f00:1]/hook', // IPv4-translated
      'https://[2002:7f00:1::]/hook', // 6to4
      'https://[::ffff:10.0.0.1]/hook', // IPv4-mapped
      'https://[64:ff9b::a9fe:a9fe]/hook', // NAT64 of 169.254.169.254
      'https://[64:ff9b:1::a00:1]/hook', // local-use NAT64
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook', // Teredo, client 127.0.0.1
      'https://[2001:0:a00:1:8000:63bf:3fff:fdd2]/hook', // Teredo, server 10.0.0.1
      'https://[2001:4860::5efe:c0a8:101]/hook', // ISATAP of 192.168.1.1
      'https://[2001:4860::200:5efe:a00:1]/hook', // ISATAP (universal bit) of 10.0.0.1
    ]) {
      expect([url, await refusalCode(url, true)]).toEqual([url, 'webhook_address_refused']);
    }
    // The same forms around a public IPv4 address are judged by it.
    expect(isInternalAddress('2002:808:808::1')).toBe(false);
    expect(isInternalAddress('::ffff:0:808:808')).toBe(false);
    expect(isInternalAddress('2001:0:4136:e378:8000:63bf:f7f7:f7f7')).toBe(false);
  });

  it('tells internal addresses from public ones', () => {
    expect(isInternalAddress('100.64.0.1')).toBe(true);
    expect(isInternalAddress('8.8.8.8')).toBe(false);
    expect(isInternalAddress('2001:4860:4860::8888')).toBe(false);
  });
});

describe('outside production', () => {
  it('accepts a loopback URL, so a developer can receive on their machine', async () => {
    expect(await refusalCode(receiver.url('/dev'), false)).toBe('accepted');
    const result = await postSigned({
      url: receiver.url('/dev'),
      body: '{}',
      secret: 's',
      eventType: 'webhook.test',
      deliveryId: 'd',
      now: new Date(),
      timeoutMs: 1000,
      production: false,
    });
    expect(result.statusCode).toBe(200);
  });
});
