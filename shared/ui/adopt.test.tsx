// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Adopt, adoptNodes } from './adopt';

afterEach(() => {
  document.body.innerHTML = '';
});

const THEME = `
  <p class="lead">Wybierz <strong>rozmiar</strong></p>
  <!-- theme comment -->
  <input type="hidden" name="id" value="7">
  <label><input type="radio" name="size" value="m" checked> M</label>
  <label><input type="radio" name="size" value="l"> L</label>
  <input type="text" name="q" value="" autocomplete="off">
  <textarea name="note">Uwagi</textarea>
  <select name="color"><option value="r">Czerwony</option><option value="g" selected>Zielony</option></select>
  <details open><summary>Więcej</summary><div>Treść</div></details>
  <button type="button" class="theme-btn"><svg viewBox="0 0 1 1" aria-hidden="true"><path d="M0 0"></path></svg><span class="sr-only">Do schowka</span></button>
`;

function hook() {
  const element = document.createElement('div');
  element.innerHTML = THEME;
  document.body.append(element);
  return element;
}

/** Owns the button, counting presses in `aria-pressed` once it has been pressed. */
function Theme({ nodes, button }: { nodes: Node[]; button: Element }) {
  const [pressed, setPressed] = useState<boolean>();
  return adoptNodes(nodes, new Map([[button, <Adopt node={button} aria-pressed={pressed} onClick={() => setPressed(!pressed)} />]]));
}

describe('adoptNodes', () => {
  it('hydrates foreign markup keeping every node, the typed text, the choices and focus, with no hydration error', async () => {
    const element = hook();
    const before = [...element.querySelectorAll('*')];
    const field = element.querySelector<HTMLInputElement>('input[name=q]')!;
    field.focus();
    field.value = 'kurtka';
    element.querySelector<HTMLInputElement>('input[value=l]')!.checked = true;
    const recoverable = vi.fn();
    const button = element.querySelector('button')!;
    render(
      <StrictMode>
        <Theme nodes={[...element.childNodes]} button={button} />
      </StrictMode>,
      { container: element, hydrate: true, onRecoverableError: recoverable },
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(before.every((node) => node.isConnected)).toBe(true);
    expect([...element.querySelectorAll('*')]).toBeTheSameNodes(before);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('kurtka');
    expect(element.querySelector<HTMLInputElement>('input[value=l]')!.checked).toBe(true);
    expect(element.querySelector<HTMLInputElement>('input[value=m]')!.hasAttribute('checked')).toBe(true);
    expect(element.querySelector('textarea')!.value).toBe('Uwagi');
    expect(element.querySelector('select')!.value).toBe('g');
    expect(element.querySelector('details')!.open).toBe(true);
    expect(element.querySelector('input[type=hidden]')!.getAttribute('value')).toBe('7');

    await userEvent.click(screen.getByRole('button', { name: 'Do schowka' }));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.className).toBe('theme-btn');
    expect(button.querySelector('svg')).not.toBeNull();
    expect([...element.querySelectorAll('*')]).toBeTheSameNodes(before);
  });

  it('adopts the options of a select it owns as leaves, React warning of nothing', () => {
    const element = hook();
    const select = element.querySelector('select')!;
    const options = [...select.options];
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<>{adoptNodes([...element.childNodes], new Map([[select, <Adopt node={select}>{adoptNodes(options)}</Adopt>]]))}</>, { container: element, hydrate: true });
    expect(warned).not.toHaveBeenCalled();
    expect([...select.options]).toBeTheSameNodes(options);
    expect(select.value).toBe('g');
  });

  it('leaves the content of an adopted leaf to whoever else writes it', async () => {
    const element = hook();
    const lead = element.querySelector('.lead')!;
    const button = element.querySelector('button')!;
    const { rerender } = render(<Theme nodes={[...element.childNodes]} button={button} />, { container: element, hydrate: true });
    lead.textContent = 'Zmienione przez motyw';
    act(() => rerender(<Theme nodes={[...element.childNodes]} button={button} />));
    await userEvent.click(button);
    expect(element.querySelector('.lead')).toBe(lead);
    expect(lead.textContent).toBe('Zmienione przez motyw');
  });
});
