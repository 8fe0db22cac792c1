import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

const at = (generation: number, key = '1\npt\nall') => ({ key, generation });

describe('kept answers (ADR 0069)', () => {
  it('answer from memory only a request that read the generation the answer was made at', async () => {
    const kept = new KeptAnswers();
    let made = 0;
    const answer = (text: string) => async () => {
      made += 1;
      return text;
    };
    expect(await kept.answer('GET /x', at(3), answer('three'))).toBe('three');
    expect(await kept.answer('GET /x', at(3), answer('again'))).toBe('three');
    expect(made).toBe(1);
    // A newer generation is made afresh and replaces the older one.
    expect(await kept.answer('GET /x', at(4), answer('four'))).toBe('four');
    expect(await kept.answer('GET /x', at(4), answer('again'))).toBe('four');
    // A request that read the generation before the change, finishing after: answered, but not kept over the newer.
    expect(await kept.answer('GET /x', at(3), answer('late three'))).toBe('late three');
    expect(await kept.answer('GET /x', at(4), answer('again'))).toBe('four');
    expect(made).toBe(3);
    // Calls and keys are apart.
    expect(await kept.answer('GET /y', at(4), answer('y'))).toBe('y');
    expect(await kept.answer('GET /x', at(4, '2\npt\nall'), answer('brand 2'))).toBe('brand 2');
    expect(kept.size).toBe(3);
  });

  it('keep nothing of a failed answer', async () => {
    const kept = new KeptAnswers();
    await expect(
      kept.answer('GET /x', at(1), async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(kept.size).toBe(0);
    expect(await kept.answer('GET /x', at(1), async () => 'ok')).toBe('ok');
  });
});
