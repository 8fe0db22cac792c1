import { describe, expect, it } from 'vitest';
import { cardReducer, initialCardState, type CardState } from './order-card-state';

const open: CardState = { ...initialCardState, expanded: true };
const ok = { ok: true, allowExchangeDesires: true, secondExchangeDenied: false } as const;

function filledIn(): CardState {
  let state = cardReducer(open, { type: 'reasonChosen', reasonId: 16, eligibility: ok });
  state = cardReducer(state, { type: 'subReasonChosen', subReasonId: 161 });
  state = cardReducer(state, { type: 'desireChosen', desireId: 1, voucherOffer: false });
  state = cardReducer(state, { type: 'sizeChosen', size: '41' });
  state = cardReducer(state, { type: 'colourChosen', colour: 'Preto' });
  return cardReducer(state, { type: 'bankChanged', field: 'cli_agencia', value: '1234' });
}

describe('cardReducer', () => {
  it('a blocked reason is not kept: its modal opens and the note stays once it closes', () => {
    const state = cardReducer(filledIn(), {
      type: 'reasonChosen',
      reasonId: 16,
      eligibility: { ok: false, block: 'outOfDeadline', message: 'Prazo encerrado' },
    });
    expect(state).toMatchObject({
      reasonId: null,
      subReasonId: null,
      desireId: null,
      size: '',
      modal: { kind: 'outOfDeadline', message: 'Prazo encerrado' },
      blocked: { kind: 'outOfDeadline', message: 'Prazo encerrado' },
    });
    expect(cardReducer(state, { type: 'modalClosed' })).toMatchObject({
      modal: null,
      blocked: { kind: 'outOfDeadline' },
    });
  });

  it('a denied second exchange keeps the reason, opens its modal and leaves exchanges out', () => {
    const state = cardReducer(open, {
      type: 'reasonChosen',
      reasonId: 16,
      eligibility: { ok: true, allowExchangeDesires: false, secondExchangeDenied: true },
    });
    expect(state).toMatchObject({ reasonId: 16, allowExchangeDesires: false, modal: { kind: 'secondExchange' } });
  });

  it('a desire resets size, colour, pix and bank, and the voucher desire opens its offer', () => {
    const state = cardReducer(filledIn(), { type: 'desireChosen', desireId: 5, voucherOffer: true });
    expect(state).toMatchObject({
      reasonId: 16,
      subReasonId: 161,
      desireId: 5,
      size: '',
      colour: '',
      bank: {},
      voucher: 'pending',
      modal: { kind: 'voucher' },
    });
    expect(cardReducer(state, { type: 'voucherAccepted' })).toMatchObject({ voucher: 'accepted', modal: null });
    expect(cardReducer(state, { type: 'voucherDeclined' })).toMatchObject({ voucher: 'declined', modal: null });
  });

  it('a new size clears the colour chosen for the previous one', () => {
    const state = filledIn();
    expect(cardReducer(state, { type: 'sizeChosen', size: '41' }).colour).toBe('Preto');
    expect(cardReducer(state, { type: 'sizeChosen', size: '42' }).colour).toBe('');
  });

  it('opens the stock-empty modal once per desire choice', () => {
    const shown = cardReducer(filledIn(), { type: 'stockEmpty' });
    expect(shown.modal).toEqual({ kind: 'stockEmpty' });
    const closed = cardReducer(shown, { type: 'modalClosed' });
    expect(cardReducer(closed, { type: 'stockEmpty' }).modal).toBeNull();
    const again = cardReducer(closed, { type: 'desireChosen', desireId: 1, voucherOffer: false });
    expect(cardReducer(again, { type: 'stockEmpty' }).modal).toEqual({ kind: 'stockEmpty' });
  });

  it('selecting collapses and keeps the choices; deselecting resets reason, sub-reason and desire', () => {
    const selected = cardReducer(filledIn(), { type: 'selected' });
    expect(selected).toMatchObject({ expanded: false, reasonId: 16, desireId: 1, size: '41' });
    expect(cardReducer(selected, { type: 'deselected' })).toEqual(initialCardState);
  });
});
