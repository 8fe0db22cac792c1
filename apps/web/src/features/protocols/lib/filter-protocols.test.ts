import { describe, expect, it } from 'vitest';
import type { ProtocolSummary } from '@portal/domain';
import { ALL_STATUSES, filterProtocols, presentStatuses } from './filter-protocols';
import { protocolSummary } from '../test/fixtures';

const list: ProtocolSummary[] = [
  protocolSummary({
    PRT_ID: 100007,
    SIT_ID: 1,
    SIT_NOME: 'Aberto',
    MOT_NOME: 'Troca de tamanho',
    PRT_NFISCAL: '48201',
    ASS_NOME: 'Tamanho não serviu',
    SMOT_NOME: 'Ficou apertado',
    PRODUTOS: ['Tênis Corrida Leve', 'Legging Compressão'],
  }),
  protocolSummary({
    PRT_ID: 100002,
    SIT_ID: 3,
    SIT_NOME: 'Aguardando análise',
    MOT_NOME: 'Estorno',
    PRT_NFISCAL: '777',
  }),
  protocolSummary({ PRT_ID: 100001, SIT_ID: 1, SIT_NOME: 'Aberto', MOT_NOME: 'Vale-compras', PRT_NFISCAL: null }),
];

const ids = (protocols: ProtocolSummary[]) => protocols.map((protocol) => protocol.PRT_ID);

describe('filterProtocols', () => {
  it('keeps everything with no text and every status', () => {
    expect(ids(filterProtocols(list, { text: '', status: ALL_STATUSES }))).toEqual([100007, 100002, 100001]);
  });

  it('matches the protocol id, the invoice number, the status name and the reason', () => {
    expect(ids(filterProtocols(list, { text: '100002', status: ALL_STATUSES }))).toEqual([100002]);
    expect(ids(filterProtocols(list, { text: '4820', status: ALL_STATUSES }))).toEqual([100007]);
    expect(ids(filterProtocols(list, { text: 'ANALISE', status: ALL_STATUSES }))).toEqual([100002]);
    expect(ids(filterProtocols(list, { text: ' vale ', status: ALL_STATUSES }))).toEqual([100001]);
    expect(ids(filterProtocols(list, { text: 'nada disso', status: ALL_STATUSES }))).toEqual([]);
  });

  it('matches a product name, the reason and the sub-reason (issue 23)', () => {
    expect(ids(filterProtocols(list, { text: 'legging', status: ALL_STATUSES }))).toEqual([100007]);
    expect(ids(filterProtocols(list, { text: 'tenis corrida', status: ALL_STATUSES }))).toEqual([100007]);
    expect(ids(filterProtocols(list, { text: 'nao serviu', status: ALL_STATUSES }))).toEqual([100007]);
    expect(ids(filterProtocols(list, { text: 'apertado', status: ALL_STATUSES }))).toEqual([100007]);
  });

  it('narrows by status, together with the text', () => {
    expect(ids(filterProtocols(list, { text: '', status: '1' }))).toEqual([100007, 100001]);
    expect(ids(filterProtocols(list, { text: 'vale', status: '1' }))).toEqual([100001]);
    expect(ids(filterProtocols(list, { text: 'vale', status: '3' }))).toEqual([]);
  });
});

describe('presentStatuses', () => {
  it('offers each status of the list once, in the order they appear', () => {
    expect(presentStatuses(list)).toEqual([
      { value: '1', label: 'Aberto' },
      { value: '3', label: 'Aguardando análise' },
    ]);
    expect(presentStatuses([])).toEqual([]);
  });
});
