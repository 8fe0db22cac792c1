/**
 * Issue 13: the files answer's `missingFiles` (rule missingFilesFor), invoice uploads of an outside-store protocol
 * within the per-item limits, and the history entry written when a late upload completes what was missing (ADR 0021).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_INVOICE_FILES_PER_ITEM,
  MAX_PHOTOS_PER_ITEM,
  ORIGIN,
  protocolFilesResponseSchema,
  saoPauloDateKey,
  STATUS,
} from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { sampleBytes } from '../uploads/test-files';
import { uploadHelpers, type FilePart } from '../uploads/test-helpers';
import { BANK_DATA, payload } from './test-payload';

let testApp: TestApp;
let ana: string;
let bruno: string;
const { upload, createProtocol } = uploadHelpers(
  () => testApp,
  () => ana,
);

const pdf: FilePart = { name: 'nota.pdf', bytes: sampleBytes.pdf, type: 'application/pdf' };
const xml: FilePart = { name: 'nota.xml', bytes: sampleBytes.xml, type: 'application/xml' };
const jpeg: FilePart = { name: 'nota.jpg', bytes: sampleBytes.jpeg, type: 'image/jpeg' };
const png: FilePart = { name: 'foto.png', bytes: sampleBytes.png, type: 'image/png' };

/** An outside-store protocol of Ana's: item 1 reason 16 (no photos), item 2 reason 20 (photos required). */
async function createOutsideStoreProtocol(): Promise<number> {
  const base = {
    produtoCodigo: '',
    produtoNome: 'Tênis',
    produtoCor: 'Azul',
    produtoValor: 19990,
    motivoNome: 'Motivo',
    desejoNome: 'Desejo',
    gradeTamanho: '40',
    numeroNF: '123456',
    observacao: 'Nota em anexo.',
    nomeLoja: 'Loja Centro',
    cidadeLoja: 'Campinas',
    dataCompraLoja: saoPauloDateKey(testApp.clock.now()),
  };
  const items = [
    { ...base, itemDevolucao: 1, agrupador: 1, motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3 },
    { ...base, itemDevolucao: 2, agrupador: 2, motivoCodigo: 20, smotivoCodigo: 201, desejoCodigo: 13 },
  ];
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/returns/protocols/generate/b2c',
    headers: { cookie: ana, 'content-type': 'application/json' },
    payload: JSON.stringify(payload(items, { origem: ORIGIN.SAC, cli_enddes: '', cli_endseqdes: '', ...BANK_DATA })),
  });
  expect(response.statusCode).toBe(200);
  return response.json().prt_id as number;
}

function get(url: string, lang = 'pt', cookie = ana) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
}

/** The files answer of the detail page, parsed with the shared schema. */
async function filesAnswer(prtId: number) {
  const response = await get(`/api/returns/protocols/b2c/files/${prtId}`);
  expect(response.statusCode).toBe(200);
  return protocolFilesResponseSchema.parse(response.json());
}

async function history(prtId: number, lang = 'pt') {
  const response = await get(`/api/returns/protocols/b2c/historic/${prtId}`, lang);
  return response.json().history as { SIT_ID: number; PHS_OBS: string | null; PHS_NOTAS?: { PHS_OBS: string }[] }[];
}

function sendFile(prtId: number, item: number, invoice: boolean, file: FilePart) {
  return upload({ prt_id: String(prtId), item: String(item), is_nfe: invoice ? 'S' : 'N' }, file);
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
  bruno = await loginAs(testApp, { email: DEMO.bruno.email });
});
afterAll(() => testApp.close());

describe('the files answer names what a protocol still lacks', () => {
  it('an outside-store protocol without files lacks each item its invoice, and a photo where the reason asks', async () => {
    const prtId = await createOutsideStoreProtocol();
    expect((await filesAnswer(prtId)).missingFiles).toEqual([
      { item: 1, kind: 'invoice', required: 1, received: 0 },
      { item: 2, kind: 'invoice', required: 1, received: 0 },
      { item: 2, kind: 'photo', required: 1, received: 0 },
    ]);
    // The upload module's list of the same files answers the same.
    const list = await get(`/api/returns/protocols/b2c/${prtId}/files`);
    expect(list.json().missingFiles).toHaveLength(3);
  });

  it('an online protocol lacks nothing when its reason needs no photo, and a photo when it does', async () => {
    expect((await filesAnswer(await createProtocol())).missingFiles).toEqual([]);
    expect((await filesAnswer(DEMO.protocols.awaitingAnalysis)).missingFiles).toEqual([
      { item: 1, kind: 'photo', required: 1, received: 0 },
    ]);
  });

  it('says what each item can still take up to its limit, so a file that failed can be sent later (issue 23)', async () => {
    const prtId = await createOutsideStoreProtocol();
    expect((await sendFile(prtId, 2, false, png)).statusCode).toBe(200);
    const answer = await filesAnswer(prtId);
    // Item 2's photo requirement is met, yet it can take more photos: one of several chosen may have failed.
    expect(answer.missingFiles.some((entry) => entry.item === 2 && entry.kind === 'photo')).toBe(false);
    expect(answer.sendableFiles).toEqual([
      { item: 1, kind: 'invoice', received: 0, max: MAX_INVOICE_FILES_PER_ITEM },
      { item: 2, kind: 'invoice', received: 0, max: MAX_INVOICE_FILES_PER_ITEM },
      { item: 2, kind: 'photo', received: 1, max: MAX_PHOTOS_PER_ITEM },
    ]);
    // A closed protocol takes no file, so it offers none, and asks for none: the rejected one lacks its reason's
    // photo, yet 'Faltam arquivos neste protocolo' on a closed protocol told the shopper to do what she cannot.
    expect(await filesAnswer(DEMO.protocols.rejected)).toMatchObject({ missingFiles: [], sendableFiles: [] });
  });

  it("is another customer's protocol's 404, never its list", async () => {
    const prtId = await createOutsideStoreProtocol();
    expect((await get(`/api/returns/protocols/b2c/files/${prtId}`, 'pt', bruno)).statusCode).toBe(404);
  });
});

describe('invoice files of an outside-store protocol, sent after it was created', () => {
  it('takes a PDF, an XML NF-e and an image as invoices up to the limit, and refuses one more', async () => {
    const prtId = await createOutsideStoreProtocol();
    for (const file of [pdf, xml, jpeg].slice(0, MAX_INVOICE_FILES_PER_ITEM)) {
      const response = await sendFile(prtId, 1, true, file);
      expect(response.statusCode).toBe(200);
      expect(response.json().attachment).toMatchObject({ is_nfe: 'S', item: 1 });
    }
    const over = await sendFile(prtId, 1, true, pdf);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('invoice_limit_reached');
    const answer = await filesAnswer(prtId);
    expect(answer.files.map((file) => file.MIME_TYPE)).toEqual(['application/pdf', 'application/xml', 'image/jpeg']);
    expect(answer.missingFiles.filter((entry) => entry.item === 1)).toEqual([]);
  });

  it('refuses the sixth photo of an item and a file that is neither an image nor a PDF/XML invoice', async () => {
    const prtId = await createOutsideStoreProtocol();
    for (let index = 0; index < MAX_PHOTOS_PER_ITEM; index += 1) {
      expect((await sendFile(prtId, 2, false, png)).statusCode).toBe(200);
    }
    const sixth = await sendFile(prtId, 2, false, png);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('photo_limit_reached');
    const text = await sendFile(prtId, 2, true, { name: 'nota.txt', bytes: sampleBytes.text, type: 'text/plain' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect((await filesAnswer(prtId)).missingFiles).toEqual([
      { item: 1, kind: 'invoice', required: 1, received: 0 },
      { item: 2, kind: 'invoice', required: 1, received: 0 },
    ]);
  });

  it('records "Files received" once per completed requirement as a note on the current step, and clears missingFiles', async () => {
    const prtId = await createOutsideStoreProtocol();
    expect(await history(prtId)).toHaveLength(1);

    expect((await sendFile(prtId, 1, true, pdf)).statusCode).toBe(200);
    let entries = await history(prtId);
    // Issue 24: the note belongs to the step the protocol stands at; the last entry stays its status (Opened).
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ SIT_ID: STATUS.OPENED, PHS_NOTAS: [{ PHS_OBS: 'Arquivos recebidos' }] });
    expect((await history(prtId, 'en'))[0]?.PHS_NOTAS?.[0]?.PHS_OBS).toBe('Files received');
    expect((await history(prtId, 'es'))[0]?.PHS_NOTAS?.[0]?.PHS_OBS).toBe('Archivos recibidos');

    // A second invoice of the same item completes nothing new.
    expect((await sendFile(prtId, 1, true, xml)).statusCode).toBe(200);
    expect((await history(prtId))[0]?.PHS_NOTAS).toHaveLength(1);

    expect((await sendFile(prtId, 2, true, jpeg)).statusCode).toBe(200);
    expect((await filesAnswer(prtId)).missingFiles).toEqual([{ item: 2, kind: 'photo', required: 1, received: 0 }]);
    expect((await sendFile(prtId, 2, false, png)).statusCode).toBe(200);
    entries = await history(prtId);
    expect(entries.map((entry) => entry.SIT_ID)).toEqual([STATUS.OPENED]);
    expect(entries[0]?.PHS_NOTAS).toHaveLength(3);
    expect((await filesAnswer(prtId)).missingFiles).toEqual([]);

    // The status did not wait for the files and does not move with them.
    const calls = await testApp.app.inject({
      method: 'POST',
      url: '/api/returns/protocols/b2c',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify({ prt_id: prtId }),
    });
    expect(calls.json().calls[0]).toMatchObject({ PRT_ID: prtId, SIT_ID: STATUS.OPENED });
  });

  it('records the late photo of an online protocol whose reason requires one', async () => {
    const prtId = DEMO.protocols.awaitingAnalysis;
    const before = await history(prtId);
    expect((await sendFile(prtId, 1, false, jpeg)).statusCode).toBe(200);
    const after = await history(prtId);
    // The last entry is still the protocol's status, Awaiting analysis, now carrying the note (issue 24).
    expect(after).toHaveLength(before.length);
    expect(after.at(-1)).toMatchObject({
      SIT_ID: STATUS.AWAITING_ANALYSIS,
      PHS_NOTAS: [{ PHS_OBS: 'Arquivos recebidos' }],
    });
    const timeline = await testApp.app.inject({
      method: 'GET',
      url: `/api/returns/protocols/b2c/timeline/${prtId}`,
      headers: { cookie: ana },
    });
    expect(timeline.json().timeline.map((step: { SIT_ID_NEW: number }) => step.SIT_ID_NEW)).not.toContain(
      STATUS.COMMENTS,
    );
    expect((await filesAnswer(prtId)).missingFiles).toEqual([]);
  });

  it("refuses a late upload to another customer's protocol", async () => {
    const prtId = await createOutsideStoreProtocol();
    const body = { prt_id: String(prtId), item: '1', is_nfe: 'S' };
    const foreign = await uploadHelpers(
      () => testApp,
      () => bruno,
    ).upload(body, pdf);
    expect(foreign.statusCode).toBe(404);
    expect(await history(prtId)).toHaveLength(1);
  });
});
