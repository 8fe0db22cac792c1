/**
 * The Pix key of a balance refund (issue 23 #13): typed in the dialog or saved on her record, classified as the
 * central bank does by the domain's classifyPixKey; a refused key writes nothing and says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consumers, refundRequests, walletMovements } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consumerIdOf } from '../protocols/read-test-support';

const REFUND = '/api/returns/giftcards/refund';
const EVP = '71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D';

let t: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;
let anaId: number;
let keyCounter = 0;

const pixRefund = (extra: Record<string, unknown>, lang = 'pt-BR') =>
  call('POST', REFUND, {
    cookie: ana,
    lang,
    key: `pix-key-test-${(keyCounter += 1)}`,
    body: { vlr_estorno: '1,00', tipo_pag: 11, commit: true, ...extra },
  });

async function written() {
  const db = t.database.db;
  return {
    requests: await db.select().from(refundRequests).where(eq(refundRequests.consumerId, anaId)),
    movements: (await db.select().from(walletMovements).where(eq(walletMovements.consumerId, anaId))).length,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  call = callWith(t);
  ana = await loginAs(t, { email: DEMO.ana.email });
  anaId = await consumerIdOf(t, DEMO.ana.email);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /returns/giftcards/refund: the Pix key', () => {
  it('refuses a typed invalid CPF, 11 ambiguous digits or a foreign phone with its reason, writing nothing', async () => {
    const before = await written();
    // The route's schema refuses it (400 invalid_request), its message naming the field and the key's reason.
    const cases = [
      ['111.111.111-11', /cli_chavepix: Chave Pix inválida: este CPF não existe/],
      ['11987654321', /cli_chavepix: Estes 11 dígitos podem ser um CPF ou um telefone/],
      ['+1 212 555 0100', /cli_chavepix: Chave Pix inválida: o telefone deve ser do Brasil/],
    ] as const;
    for (const [typed, message] of cases) {
      const response = await pixRefund({ cli_chavepix: typed });
      expect({ status: response.statusCode, code: response.json().code }).toEqual({
        status: 400,
        code: 'invalid_request',
      });
      expect(response.json().message).toMatch(message);
    }
    const inEnglish = await pixRefund({ cli_chavepix: '11987654321' }, 'en');
    expect(inEnglish.json().message).toMatch(/could be a CPF or a phone/);
    expect(await written()).toEqual(before);
  });

  it('pays to a typed +55 phone or random key, stored as the central bank writes them', async () => {
    const phone = await pixRefund({ cli_chavepix: '+55 (11) 98765-4321' });
    expect(phone.statusCode).toBe(201);
    const evp = await pixRefund({ cli_chavepix: EVP });
    expect(evp.statusCode).toBe(201);
    const keys = Object.fromEntries((await written()).requests.map((row) => [row.id, row.pixKey]));
    expect(keys[phone.json().refund.REF_ID]).toBe('+5511987654321');
    expect(keys[evp.json().refund.REF_ID]).toBe(EVP.toLowerCase());
  });

  it('refuses a saved key the old rule took for a phone, asking for a valid one; a typed key still pays', async () => {
    await t.database.db.update(consumers).set({ pixKey: '11111111111' }).where(eq(consumers.id, anaId));
    const before = await written();
    const saved = await pixRefund({});
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject({ type: 'WARN', code: 'pix_key_required' });
    expect(saved.json().message).toMatch(/informe uma chave Pix válida/);
    expect(await written()).toEqual(before);

    const typed = await pixRefund({ cli_chavepix: DEMO.ana.cpf });
    expect(typed.statusCode).toBe(201);
  });
});
