import { describe, expect, it } from 'vitest';
import { codeGroups } from './shipment-code';

describe('codeGroups', () => {
  it('keeps letters apart and reads digits in threes', () => {
    expect(codeGroups('LR123456785BR')).toEqual(['LR', '123', '456', '785', 'BR']);
    expect(codeGroups('123456789')).toEqual(['123', '456', '789']);
  });

  it('never leaves a lone digit at the end', () => {
    expect(codeGroups('1234567890')).toEqual(['123', '456', '7890']);
    expect(codeGroups('12')).toEqual(['12']);
    expect(codeGroups(' ')).toEqual([]);
  });
});
