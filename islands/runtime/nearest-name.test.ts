import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from './nearest-name';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('faq', 'faq')).toBe(0);
    expect(editDistance('', 'faq')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('wishlist-togle', 'wishlist-toggle')).toBe(1);
    expect(editDistance('galery', 'gallery')).toBe(editDistance('gallery', 'galery'));
  });
});

describe('nearestName', () => {
  const known = ['wishlist-toggle', 'wishlist-box', 'gallery', 'faq', 'cookie-notice', 'tabs'];

  it('offers the known name a typo or another spelling most likely meant', () => {
    expect(nearestName('wishlist-togle', known)).toBe('wishlist-toggle');
    expect(nearestName('WishlistToggle', known)).toBe('wishlist-toggle');
    expect(nearestName('cookie_notice', known)).toBe('cookie-notice');
    expect(nearestName('galerry', known)).toBe('gallery');
    expect(nearestName('tab', known)).toBe('tabs');
  });

  it('offers nothing when no known name is near', () => {
    expect(nearestName('carousel-3000', known)).toBeUndefined();
    expect(nearestName('x', ['faq', 'tabs'])).toBeUndefined();
    expect(nearestName('gallery', [])).toBeUndefined();
  });
});
