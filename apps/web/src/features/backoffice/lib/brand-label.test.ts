import { describe, expect, it } from 'vitest';
import { brandLabeller } from './brand-label';

describe('brandLabeller', () => {
  const numbered = (id: number) => `Marca ${id}`;

  it('labels a brand by the name the API answered', () => {
    const label = brandLabeller(
      [
        { id: 4, name: 'Maré Sports' },
        { id: 1, name: 'Corre Brasil' },
      ],
      numbered,
    );
    expect([1, 4].map(label)).toEqual(['Corre Brasil', 'Maré Sports']);
  });

  it('labels a brand it was given no name for by its number', () => {
    expect(brandLabeller([{ id: 1, name: 'Corre Brasil' }], numbered)(99)).toBe('Marca 99');
    expect(brandLabeller([], numbered)(2)).toBe('Marca 2');
  });
});
