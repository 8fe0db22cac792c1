import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationMessage } from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { askForCode, HOUR_MS, logIn, outboxFor } from './test-support';

// Issue 11 item 1: a Brazilian shopper types the phone without the country code; spec §9 sends it with DDI 55.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.advance(HOUR_MS + 1000);
});

describe('phone forms of the code request and login', () => {
  it('takes a national mobile, bare or masked, as the same +55 phone, and logs in with it', async () => {
    for (const fone of ['21998765432', '(21) 99876-5432', '+55 (21) 99876-5432']) {
      t.clock.advance(HOUR_MS + 1000);
      const response = await askForCode(t.app, { brand: 1, fone });
      expect(response.statusCode, fone).toBe(200);
      expect(response.json()).toEqual({ user: '+55 (21) *****-5432' });
    }
    const [message] = await outboxFor(t.app, DEMO.phoneOnly.phone);
    expect(message).toMatchObject({ channel: 'sms', to: DEMO.phoneOnly.phone });

    const login = await logIn(t.app, { brand: 1, tokenCode: message!.code, fone: '21998765432' });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a '+' followed by a national number: the '+' says a country code comes first", async () => {
    const response = await askForCode(t.app, { brand: 1, fone: '+21 (99) 8765-43' }, { lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'ERROR', message: validationMessage('invalidPhone', 'en') });
  });
});
