// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { announcement } from '../state/announcement';
import { LiveRegion } from './LiveRegion';

afterEach(() => {
  cleanup();
  announcement.value = '';
});

describe('LiveRegion', () => {
  it('is one polite, visually hidden status region that says what the announcement signal holds', () => {
    render(<LiveRegion />, { reactStrictMode: true });
    const region = screen.getByRole('status');
    expect(region.hasAttribute('data-sf-announcer')).toBe(true);
    expect(region.className).toBe('sf-visually-hidden');
    expect(region.textContent).toBe('');
    act(() => void (announcement.value = 'Dodano do ulubionych'));
    expect(region.textContent).toBe('Dodano do ulubionych');
  });
});
