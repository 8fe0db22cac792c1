import { describe, expect, it } from 'vitest';
import { productBalanceRequest, subjectsRequest } from './catalog';
import { issuesOf } from './test-helpers';

describe('productBalanceRequest', () => {
  it('needs the product code and model; size and colour are optional', () => {
    expect(productBalanceRequest.parse({ pro_codigo: ' CAM-001 ', pro_modelo: 'CAM' })).toEqual({
      pro_codigo: 'CAM-001',
      pro_modelo: 'CAM',
      gra_tamanho: '',
      cor_nome: '',
    });
    expect(
      productBalanceRequest.parse({ pro_codigo: 'X', pro_modelo: 'Y', gra_tamanho: 'M', cor_nome: 'Azul' }),
    ).toEqual({ pro_codigo: 'X', pro_modelo: 'Y', gra_tamanho: 'M', cor_nome: 'Azul' });
    expect(issuesOf(productBalanceRequest.safeParse({ pro_codigo: '' }))).toEqual([
      ['pro_codigo', 'required'],
      ['pro_modelo', 'required'],
    ]);
  });
});

describe('subjectsRequest', () => {
  it('takes every filter as optional', () => {
    expect(subjectsRequest.parse({})).toEqual({});
    const full = { ass_id: 16, cto_id: 5, ass_mot_ope: 'N', ass_ativo: 'S', ass_nome: 'Tamanho' };
    expect(subjectsRequest.parse(full)).toEqual(full);
  });

  it('rejects flags other than S/N and ids that are not positive whole numbers', () => {
    expect(issuesOf(subjectsRequest.safeParse({ ass_mot_ope: 'X', ass_id: 0, cto_id: 1.5 })).map(([f]) => f)).toEqual([
      'ass_id',
      'cto_id',
      'ass_mot_ope',
    ]);
  });
});
