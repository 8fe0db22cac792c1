import { describe, expect, it } from 'vitest';
import { changeFilters, pageCount, queueQuery, readQueueFilters, writeQueueFilters } from './queue-filters';

const read = (search: string) => readQueueFilters(new URLSearchParams(search));

describe('queue filters in the URL', () => {
  it('round-trips every filter, leaving out the defaults', () => {
    const filters = read('brand=4&status=-1&olderThanDays=30&q=%20ana%40example.com%20&page=3');
    expect(filters).toEqual({
      brand: 4,
      status: -1,
      olderThanDays: 30,
      q: 'ana@example.com',
      assignee: null,
      shipping: null,
      page: 3,
    });
    expect(writeQueueFilters(filters).toString()).toBe('brand=4&status=-1&olderThanDays=30&q=ana%40example.com&page=3');
    expect(writeQueueFilters(read('page=1')).toString()).toBe('');
  });

  it('drops what a hand-edited address gets wrong instead of sending it', () => {
    expect(read('brand=x&status=20&olderThanDays=-3&page=0')).toEqual({
      brand: null,
      status: null,
      olderThanDays: null,
      q: '',
      assignee: null,
      shipping: null,
      page: 1,
    });
    expect(read(`q=${'a'.repeat(300)}`).q).toHaveLength(254);
  });

  it("reads and writes whose protocols: 'mine', 'unassigned' or an operator's id (issue 27)", () => {
    expect(read('assignee=mine').assignee).toBe('mine');
    expect(read('assignee=unassigned').assignee).toBe('unassigned');
    expect(read('assignee=12').assignee).toBe(12);
    expect(read('assignee=everyone').assignee).toBeNull();
    expect(writeQueueFilters(read('assignee=12&page=2')).toString()).toBe('assignee=12&page=2');
    expect(queueQuery(read('assignee=mine')).assignee).toBe('mine');
  });

  it("reads and writes the shipping filter, one of the contract's four, dropping anything else (issue 48)", () => {
    expect(read('shipping=in_transit').shipping).toBe('in_transit');
    expect(read('shipping=carrier_error').shipping).toBe('carrier_error');
    expect(read('shipping=lost').shipping).toBeNull();
    expect(writeQueueFilters(read('shipping=code_not_used&page=2')).toString()).toBe('shipping=code_not_used&page=2');
    expect(queueQuery(read('shipping=delivered')).shipping).toBe('delivered');
  });

  it('a changed filter goes back to page 1', () => {
    expect(changeFilters(read('status=2&page=4'), { q: '123' })).toEqual({
      brand: null,
      status: 2,
      olderThanDays: null,
      q: '123',
      assignee: null,
      shipping: null,
      page: 1,
    });
  });

  it('asks the API for the contract page size', () => {
    expect(queueQuery(read('q=52998224725'))).toEqual({
      brand: null,
      status: null,
      olderThanDays: null,
      q: '52998224725',
      assignee: null,
      shipping: null,
      page: 1,
      pageSize: 20,
    });
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
