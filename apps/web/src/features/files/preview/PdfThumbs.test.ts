import { describe, expect, it } from 'vitest';
import { thumbWindow } from './PdfThumbs';

describe('the PDF thumbnail window', () => {
  it('shows up to 10 pages around the current one, kept inside the book', () => {
    expect(thumbWindow(1, 4)).toEqual([1, 4]);
    expect(thumbWindow(1, 200)).toEqual([1, 10]);
    expect(thumbWindow(50, 200)).toEqual([45, 54]);
    expect(thumbWindow(200, 200)).toEqual([191, 200]);
    expect(thumbWindow(3, 3)).toEqual([1, 3]);
  });
});
