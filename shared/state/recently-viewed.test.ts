// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../constants';
import { forgetPrerendering, showPrerenderedPage, startPrerendering } from '../../test-support/prerender';
import { cookieConsent, giveConsent } from './consent';
import { clearViewed, noteViewed, recentlyViewed, reloadViewed } from './recently-viewed';

const product = (id: number) => ({ id, name: `Produkt ${id}`, url: `/produkt/${id}-p`, image: null });
const stored = () => localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY);
const ids = () => recentlyViewed.value.map((e) => e.id);

describe('recently viewed state', () => {
  afterEach(() => {
    document.cookie = 'cookie_privacy_on=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    cookieConsent.value = false;
    clearViewed();
  });

  it('keeps nothing before the shopper accepted cookies', () => {
    noteViewed(product(1));
    expect(stored()).toBeNull();
    expect(ids()).toEqual([]);
    giveConsent();
    expect(cookieConsent.value).toBe(true);
    noteViewed(product(1));
    noteViewed(product(2));
    expect(ids()).toEqual([2, 1]);
    expect(JSON.parse(stored()!).map((e: { id: number }) => e.id)).toEqual([2, 1]);
  });

  it('notes what another tab noted meanwhile instead of overwriting it, and follows its clearing', () => {
    giveConsent();
    noteViewed(product(1));
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([{ ...product(5), at: Date.now() }, ...JSON.parse(stored()!)]));
    reloadViewed();
    expect(ids()).toEqual([5, 1]);
    noteViewed(product(6));
    expect(ids()).toEqual([6, 5, 1]);
    localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
    reloadViewed();
    expect(ids()).toEqual([]);
  });

  it('removes a tampered value it cannot read', () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '{"not":"a list"}');
    reloadViewed();
    expect(stored()).toBeNull();
  });

  it('notes on a prerendered page only once it is shown', () => {
    giveConsent();
    startPrerendering();
    noteViewed(product(3));
    expect(stored()).toBeNull();
    showPrerenderedPage();
    forgetPrerendering();
    expect(ids()).toEqual([3]);
  });
});
