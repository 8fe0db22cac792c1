import { describe, expect, it } from 'vitest';
import { STATUS, STATUS_IDS } from '../statuses';
import { isOpenStatus } from './protocol-flow';
import {
  LINE_HOLDING_STATUS_IDS,
  LINE_RELEASING_STATUSES,
  LINE_SETTLED_STATUS_IDS,
  lineHoldOf,
  SETTLEMENT_STATUSES,
} from './line-hold';

describe('lineHoldOf: which protocols keep a line from being requested again', () => {
  it('an open protocol holds its lines', () => {
    for (const id of STATUS_IDS.filter(isOpenStatus)) expect(lineHoldOf(id)).toBe('open');
  });

  it('Finished holds them for good: it is reached only after a settlement gave something back', () => {
    expect(lineHoldOf(STATUS.FINISHED)).toBe('settled');
  });

  it('only the closings that returned nothing free them: expired, not approved, not included, rejected', () => {
    expect(LINE_RELEASING_STATUSES).toEqual([7, 8, 9, 10]);
    for (const id of LINE_RELEASING_STATUSES) expect(lineHoldOf(id)).toBe('free');
  });

  it('Error keeps them: a failed protocol may have paid, a person decides', () => {
    expect(lineHoldOf(STATUS.ERROR)).toBe('settled');
  });

  it('the SQL lists: holding = every status but the four freeing ones; settled = the closed holding ones', () => {
    expect([...LINE_HOLDING_STATUS_IDS].sort((a, b) => a - b)).toEqual(
      STATUS_IDS.filter((id) => ![7, 8, 9, 10].includes(id)),
    );
    expect(LINE_SETTLED_STATUS_IDS).toEqual([STATUS.ERROR, STATUS.FINISHED]);
  });

  it('the settlements are the replacement order, the refund request and the credit note', () => {
    expect(SETTLEMENT_STATUSES).toEqual([5, 18, 23]);
  });
});
