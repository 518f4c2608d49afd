import { describe, expect, it } from 'vitest';
import { hasAuthor } from './required';

describe('the author step: a book needs an author before Next', () => {
  it('asks for a contributor in the Author role with a name', () => {
    expect(hasAuthor([])).toBe(false);
    expect(hasAuthor([{ firstName: 'Lin', lastName: 'Park', role: 'E' }])).toBe(false);
    expect(hasAuthor([{ firstName: ' ', lastName: '', role: 'A' }])).toBe(false);
    expect(
      hasAuthor([
        { firstName: 'Lin', lastName: 'Park', role: 'E' },
        { firstName: 'Ada', lastName: 'Writer', role: 'A' },
      ]),
    ).toBe(true);
    expect(hasAuthor([{ firstName: null, lastName: 'Writer', role: 'A' }])).toBe(true);
  });
});
