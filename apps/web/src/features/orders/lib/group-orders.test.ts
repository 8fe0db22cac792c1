import { describe, expect, it } from 'vitest';
import { groupByDeliveryDate } from './group-orders';

const at = (id: string, DATA_ENTREGA: string | null) => ({ id, DATA_ENTREGA });

describe('groupByDeliveryDate', () => {
  it('groups by the São Paulo delivery day, newest first, and keeps the lines in their order', () => {
    const groups = groupByDeliveryDate([
      at('a', '2026-11-17T17:40:00.000Z'),
      at('b', '2026-11-19T17:40:00.000Z'),
      at('c', '2026-11-17T12:00:00.000Z'),
      at('d', '2025-12-31T20:00:00.000Z'),
    ]);
    expect(groups.map((group) => [group.label, group.lines.map((line) => line.id)])).toEqual([
      ['19/11/26', ['b']],
      ['17/11/26', ['a', 'c']],
      ['31/12/25', ['d']],
    ]);
  });

  it('counts the day in São Paulo, not in UTC', () => {
    // 02:30 UTC on the 20th is still 23:30 on the 19th in São Paulo.
    const [group] = groupByDeliveryDate([at('late', '2026-11-20T02:30:00.000Z')]);
    expect(group).toMatchObject({ key: '2026-11-19', label: '19/11/26' });
  });

  it('puts the lines without a readable delivery date in one last group', () => {
    const groups = groupByDeliveryDate([
      at('none', null),
      at('dated', '2026-01-02T12:00:00.000Z'),
      at('bad', 'not a date'),
    ]);
    expect(groups.map((group) => [group.key, group.label, group.lines.map((line) => line.id)])).toEqual([
      ['2026-01-02', '02/01/26', ['dated']],
      [null, null, ['none', 'bad']],
    ]);
    expect(groupByDeliveryDate([])).toEqual([]);
  });
});
