import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON } from '@portal/domain';
import { INACTIVE_DESIRE, INACTIVE_REASON, OPERATOR_ONLY_REASON } from '../../db/seed/catalogue';
import { DEMO } from '../../db/seed/demo-logins';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';

const REASON_KEYS = [
  'ASS_ID',
  'ASS_NOME',
  'CTO_ID',
  'ASS_EXIGE_IMG',
  'ASS_RESTRICAO_SLA',
  'ASS_SLA_TROCA',
  'ASS_PRI_TROCA',
  'ASS_SEG_TROCA',
  'ASS_PER_DEVOLUCAO',
  'ASS_MSG_FORA_PRAZO',
  'ASS_MSG_VEN_MKTP',
  'ASS_ATIVO',
  'ASS_MOT_OPE',
].sort();
const SUB_REASON_KEYS = ['SMOT_ID', 'SMOT_NOME', 'ASS_ID', 'CTO_ID'].sort();
const DESIRE_KEYS = [
  'MOT_ID',
  'MOT_NOME',
  'MOT_ATIVO',
  'ASS_ID',
  'MOT_TAMANHO',
  'MOT_COR',
  'MOT_ESTORNO',
  'MOT_VALE_COMPRAS',
  'MOT_GATILHO',
  'MOT_MSG_AUXILIAR',
  'BON_CODIGO',
].sort();
const CUSTOMER_REASONS = [
  REASON.SIZE_DID_NOT_FIT,
  REASON.COLOUR_EXCHANGE,
  REASON.WRONG_PIECE_RECEIVED,
  REASON.ARRIVED_DEFECTIVE,
];
const HIDDEN_REASONS: number[] = [OPERATOR_ONLY_REASON, INACTIVE_REASON];

let t: TestApp;
let ana: string;

function subjects(body: object | undefined, lang = 'pt', cookie: string | null = ana) {
  return t.app.inject({
    method: 'POST',
    url: '/api/returns/protocols/subjects/b2c',
    headers: { host: 'localhost', 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

function get(url: string, lang = 'pt', cookie: string | null = ana) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });
}

const ids = (list: Record<string, unknown>[], key: string) => list.map((item) => item[key] as number);

beforeAll(async () => {
  t = await createTestApp();
  ana = await loginAs(t, { email: DEMO.ana.email });
});
afterAll(() => t?.close());

describe('POST /api/returns/protocols/subjects/b2c', () => {
  it('answers 401 without a session', async () => {
    expect((await subjects({}, 'pt', null)).statusCode).toBe(401);
  });

  it('gives the customer-visible reasons with every ASS_ field and S/N flags', async () => {
    for (const body of [{}, undefined]) {
      const response = await subjects(body);
      expect(response.statusCode).toBe(200);
      const { productBalance } = response.json();
      expect(Object.keys(response.json())).toEqual(['productBalance']);
      expect(ids(productBalance, 'ASS_ID')).toEqual(CUSTOMER_REASONS);
      for (const reason of productBalance) {
        expect(Object.keys(reason).sort()).toEqual(REASON_KEYS);
        expect(reason).toMatchObject({ ASS_ATIVO: 'S', ASS_MOT_OPE: 'N' });
        for (const flag of [
          'ASS_EXIGE_IMG',
          'ASS_RESTRICAO_SLA',
          'ASS_PRI_TROCA',
          'ASS_SEG_TROCA',
          'ASS_PER_DEVOLUCAO',
        ]) {
          expect(['S', 'N']).toContain(reason[flag]);
        }
        expect(typeof reason.ASS_SLA_TROCA).toBe('number');
      }
    }
  });

  it('never gives the operator-only or the inactive reason, whatever the body asks', async () => {
    const asks = [
      { ass_mot_ope: 'S' },
      { ass_ativo: 'N' },
      { ass_id: OPERATOR_ONLY_REASON },
      { ass_id: INACTIVE_REASON },
      { ass_id: OPERATOR_ONLY_REASON, ass_mot_ope: 'S', ass_ativo: 'S' },
      { ass_nome: 'Ajuste' },
      { ass_nome: 'Arrependimento' },
    ];
    for (const body of asks) {
      const response = await subjects(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json().productBalance, JSON.stringify(body)).toEqual([]);
    }
  });

  it('filters by id, contact type and name in the request language', async () => {
    expect(ids((await subjects({ ass_id: REASON.COLOUR_EXCHANGE })).json().productBalance, 'ASS_ID')).toEqual([
      REASON.COLOUR_EXCHANGE,
    ]);
    const byName = (await subjects({ ass_nome: 'colour' }, 'en')).json().productBalance;
    expect(byName).toMatchObject([{ ASS_ID: REASON.COLOUR_EXCHANGE, ASS_NOME: 'Colour exchange' }]);
    // LIKE wildcards in the name are taken literally.
    expect((await subjects({ ass_nome: '%' })).json().productBalance).toEqual([]);
    const all = (await subjects({})).json().productBalance as { CTO_ID: number; ASS_ID: number }[];
    const cto = all[0]!.CTO_ID;
    const byContact = (await subjects({ cto_id: cto })).json().productBalance;
    expect(ids(byContact, 'ASS_ID')).toEqual(all.filter((r) => r.CTO_ID === cto).map((r) => r.ASS_ID));
  });

  it('names reasons and their messages in the request language', async () => {
    const pt = (await subjects({ ass_id: REASON.SIZE_DID_NOT_FIT })).json().productBalance[0];
    const es = (await subjects({ ass_id: REASON.SIZE_DID_NOT_FIT }, 'es')).json().productBalance[0];
    expect(pt.ASS_NOME).toBe('Tamanho não serviu');
    expect(es.ASS_NOME).toBe('La talla no sirvió');
    expect(es.ASS_MSG_FORA_PRAZO).not.toBe(pt.ASS_MSG_FORA_PRAZO);
  });

  it('refuses a malformed filter', async () => {
    expect((await subjects({ ass_id: 'x' })).statusCode).toBe(400);
    expect((await subjects({ ass_mot_ope: 'maybe' })).statusCode).toBe(400);
  });
});

describe('GET /api/returns/protocols/subreasons', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/returns/protocols/subreasons', 'pt', null)).statusCode).toBe(401);
  });

  it('gives the sub-reasons of customer-visible reasons only', async () => {
    const response = await get('/api/returns/protocols/subreasons');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['subReasons']);
    const { subReasons } = response.json();
    expect(subReasons.length).toBeGreaterThan(0);
    for (const subReason of subReasons) {
      expect(Object.keys(subReason).sort()).toEqual(SUB_REASON_KEYS);
      expect(CUSTOMER_REASONS).toContain(subReason.ASS_ID);
    }
    expect(new Set(ids(subReasons, 'ASS_ID'))).toEqual(new Set(CUSTOMER_REASONS));
  });

  it('filters by reason, and gives nothing for a hidden one', async () => {
    const { subReasons } = (
      await get(`/api/returns/protocols/subreasons?ass_id=${REASON.SIZE_DID_NOT_FIT}`, 'en')
    ).json();
    expect(subReasons.length).toBeGreaterThan(0);
    expect(subReasons.every((s: { ASS_ID: number }) => s.ASS_ID === REASON.SIZE_DID_NOT_FIT)).toBe(true);
    expect(subReasons[0].SMOT_NOME).toBe('It was too small');
    for (const hidden of HIDDEN_REASONS) {
      expect((await get(`/api/returns/protocols/subreasons?ass_id=${hidden}`)).json()).toEqual({ subReasons: [] });
    }
  });
});

describe('GET /api/returns/protocols/reasons/b2c (desires)', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/returns/protocols/reasons/b2c', 'pt', null)).statusCode).toBe(401);
  });

  it('gives active desires of customer-visible reasons with every MOT_ field', async () => {
    const response = await get('/api/returns/protocols/reasons/b2c');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['reasons']);
    const { reasons } = response.json();
    expect(reasons.length).toBeGreaterThan(0);
    for (const desire of reasons) {
      expect(Object.keys(desire).sort()).toEqual(DESIRE_KEYS);
      expect(desire.MOT_ATIVO).toBe('S');
      expect(CUSTOMER_REASONS).toContain(desire.ASS_ID);
      expect(['E', 'C', 'T']).toContain(desire.MOT_GATILHO);
    }
    expect(ids(reasons, 'MOT_ID')).not.toContain(INACTIVE_DESIRE);
  });

  it('filters by reason and gives nothing for a hidden one', async () => {
    const { reasons } = (await get(`/api/returns/protocols/reasons/b2c?ass_id=${REASON.SIZE_DID_NOT_FIT}`)).json();
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((d: { ASS_ID: number }) => d.ASS_ID === REASON.SIZE_DID_NOT_FIT)).toBe(true);
    for (const hidden of HIDDEN_REASONS) {
      expect((await get(`/api/returns/protocols/reasons/b2c?ass_id=${hidden}`)).json()).toEqual({ reasons: [] });
    }
    expect((await get('/api/returns/protocols/reasons/b2c?ass_id=abc')).statusCode).toBe(400);
  });
});
