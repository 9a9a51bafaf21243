import { describe, expect, it } from 'vitest';
import { fullImage, imageAlt, parseImageList, safeImages, sameImages, smallImage, sourceImage } from './images';

describe('gallery images', () => {
  it('parses a comma-separated list of bare file names', () => {
    expect(parseImageList(' p-01-a.png, p-01-b.png ,')).toEqual(['p-01-a.png', 'p-01-b.png']);
  });

  it.each(['', ' , ', '../x.png', 'a/b.png', 'javascript:alert(1)'])('refuses %j', (raw) => {
    expect(() => parseImageList(raw)).toThrow(/data-images/);
  });

  it('keeps only safe names of a variant answer', () => {
    expect(safeImages(['ok.png', '/etc/passwd', 'x"y.png'])).toEqual(['ok.png']);
  });

  it('builds the three folder URLs and the alt text', () => {
    expect([smallImage('a.png'), fullImage('a.png'), sourceImage('a.png')]).toEqual(['/dane/small/a.png', '/dane/full/a.png', '/dane/source/a.png']);
    expect(imageAlt('Kurtka', 1, 3)).toBe('Kurtka – zdjęcie 2 z 3');
  });

  it('compares lists in order', () => {
    expect(sameImages(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameImages(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
