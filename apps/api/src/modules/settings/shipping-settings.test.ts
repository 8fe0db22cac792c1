/** A brand's shipping settings (issue 48): its admins only, the domain's rules refused, each change audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_SETTINGS_DEFAULTS } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperator, operatorCookie } from '../backoffice/test-support';
import { settingsCall } from './test-support';

let t: TestApp;
let admin1: string;
let admin2: string;
let agent1: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = async (role: 'agent' | 'admin', brands: number[]) =>
    operatorCookie(t, (await addOperator(t, { role, brands })).id);
  admin1 = await signedIn('admin', [1]);
  admin2 = await signedIn('admin', [2]);
  agent1 = await signedIn('agent', [1]);
});
afterAll(async () => t?.close());

const centre = {
  name: 'Marca Um Devoluções',
  document: '12345678000199',
  cep: '06460040',
  street: 'Alameda Rio Negro',
  number: '500',
  complement: null,
  district: 'Alphaville',
  city: 'Barueri',
  uf: 'SP',
  phone: null,
  email: null,
};

describe('shipping settings', () => {
  it('reads the defaults, saves a change with its history, refuses bad values and other brands', async () => {
    const read = await settingsCall(t, 'GET', '/brands/1/shipping', admin1);
    expect(read.json()).toEqual(SHIPPING_SETTINGS_DEFAULTS);
    const body = {
      ...SHIPPING_SETTINGS_DEFAULTS,
      issueAt: 'approval',
      validityDays: 15,
      returnsCentre: centre,
      returnInstructions: { pt: 'Entregue na loja.', en: 'Hand it in at a shop.', es: 'Entrégalo en una tienda.' },
    };
    const saved = await settingsCall(t, 'PUT', '/brands/1/shipping', admin1, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(body);
    const history = await settingsCall(t, 'GET', '/history/shippingSettings/1', admin1);
    expect(history.json().changes).toHaveLength(1);

    for (const validityDays of [4, 91]) {
      expect((await settingsCall(t, 'PUT', '/brands/1/shipping', admin1, { ...body, validityDays })).statusCode).toBe(
        400,
      );
    }
    expect(
      (
        await settingsCall(t, 'PUT', '/brands/1/shipping', admin1, {
          ...body,
          returnsCentre: { ...centre, cep: '123' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await settingsCall(t, 'PUT', '/brands/1/shipping', admin2, body)).statusCode).toBe(404);
    expect((await settingsCall(t, 'PUT', '/brands/1/shipping', agent1, body)).statusCode).toBe(403);
  });
});
