import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../statuses';
import { FIRST_STATUS, flowFor, futureStepsFor, isOpenStatus, remainingStepsFor } from './protocol-flow';

describe('flows by desire trigger', () => {
  it('starts every protocol Opened', () => {
    expect(FIRST_STATUS).toBe(1);
    for (const trigger of ['T', 'E', 'C'] as const) expect(flowFor(trigger)[0]).toBe(1);
  });

  it('exchange: waiting for product, analysis, approved, order generated, invoice issued, finished', () => {
    expect(futureStepsFor('T')).toEqual([2, 3, 4, 5, 15, 11]);
  });

  it('refund: waiting for product, analysis, awaiting refund, refund requested, finished', () => {
    expect(futureStepsFor('E')).toEqual([2, 3, 17, 18, 11]);
  });

  it('voucher: waiting for product, analysis, awaiting credit note, credit note generated, finished', () => {
    expect(futureStepsFor('C')).toEqual([2, 3, 22, 23, 11]);
  });

  it('returns a copy the caller may change', () => {
    futureStepsFor('T').push(99 as never);
    expect(futureStepsFor('T')).toEqual([2, 3, 4, 5, 15, 11]);
  });
});

describe('isOpenStatus', () => {
  it('is false for expired, not approved, not included, rejected, finished and error', () => {
    for (const id of [7, 8, 9, 10, 11, -1]) expect(isOpenStatus(id)).toBe(false);
  });

  it('is true for every other status of the catalogue', () => {
    const open = STATUS_IDS.filter((id) => ![7, 8, 9, 10, 11, -1].includes(id));
    expect(open).toContain(1);
    for (const id of open) expect(isOpenStatus(id)).toBe(true);
  });
});

describe('remainingStepsFor', () => {
  it('gives the future steps of a protocol that was just opened', () => {
    expect(remainingStepsFor('T', [1])).toEqual(futureStepsFor('T'));
    expect(remainingStepsFor('E', [])).toEqual(futureStepsFor('E'));
  });

  it('gives the steps after the furthest one reached, ignoring statuses off the path', () => {
    expect(remainingStepsFor('T', [1, 2, 3, 4])).toEqual([5, 15, 11]);
    expect(remainingStepsFor('E', [1, 2, 0, 21])).toEqual([3, 17, 18, 11]);
    expect(remainingStepsFor('C', [1, 2, 3, 22, 23])).toEqual([11]);
  });

  it('gives nothing once the protocol is closed', () => {
    expect(remainingStepsFor('T', [1, 2, 3, 8])).toEqual([]);
    expect(remainingStepsFor('E', [1, 2, 3, 17, 18, 11])).toEqual([]);
    expect(remainingStepsFor('C', [1, 7])).toEqual([]);
  });
});
