// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { lockSubmit } from './lock-submit';

describe('lockSubmit', () => {
  it('disables and marks busy every submit button, and gives each its own state back', () => {
    document.body.innerHTML = `<form><button>Wyślij</button><input type="submit" value="Też" disabled><button type="button">Anuluj</button></form>`;
    const [send, also, cancel] = [...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')];
    const release = lockSubmit(document.querySelector('form')!);
    expect([send!.disabled, also!.disabled, cancel!.disabled]).toEqual([true, true, false]);
    expect([send!.getAttribute('aria-busy'), also!.getAttribute('aria-busy'), cancel!.getAttribute('aria-busy')]).toEqual(['true', 'true', null]);
    release();
    expect([send!.disabled, also!.disabled]).toEqual([false, true]);
    expect(document.querySelectorAll('[aria-busy]')).toHaveLength(0);
  });
});
