import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingContact, readPendingContact, savePendingContact, type PendingContact } from './pending-contact';

const contact: PendingContact = {
  channel: 'phone',
  value: '5511987654321',
  masked: '+55 (11) *****-4321',
  sentAt: 1_700_000_000_000,
};

afterEach(() => {
  window.sessionStorage.clear();
});

describe('pending contact', () => {
  it('is kept for the tab and forgotten on demand', () => {
    expect(readPendingContact()).toBeNull();
    savePendingContact(contact);
    expect(readPendingContact()).toEqual(contact);
    expect(window.localStorage.length).toBe(0);
    clearPendingContact();
    expect(readPendingContact()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another channel', JSON.stringify({ ...contact, channel: 'fax' })],
    ['no address', JSON.stringify({ ...contact, value: '' })],
    ['no time', JSON.stringify({ ...contact, sentAt: 'yesterday' })],
  ])('ignores a stored value that is %s', (_label, raw) => {
    window.sessionStorage.setItem('portal.auth.pending-contact', raw);
    expect(readPendingContact()).toBeNull();
  });
});
