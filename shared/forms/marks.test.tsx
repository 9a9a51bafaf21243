// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleAdoptedNodes } from '../../test-support/settle-adopted-nodes';
import { parseServerHtml } from '../html';
import { Marks, mergeMarks, type Mark } from './marks';

afterEach(cleanup);

describe('mergeMarks', () => {
  it('keeps every source of one element: lists joined, any true wins, each addition', () => {
    const form = document.createElement('form');
    const merged = mergeMarks(new Map([[form, { noValidate: true, classes: ['a'] }]]), new Map([[form, { classes: ['b'], disabled: false, after: 'x' }]]));
    expect(merged.get(form)).toMatchObject({ noValidate: true, classes: ['a', 'b'], disabled: false, describedBy: [] });
    expect(merged.get(form)!.after).toHaveLength(1);
  });
});

describe('Marks', () => {
  it('renders its marks on the server nodes themselves, keeping theirs, and gives every node back as the server left it', async () => {
    const content = parseServerHtml('<form class="theme"><p id="hint">Podpowiedź</p><input name="q" aria-describedby="hint"><button disabled>Wyślij</button></form>');
    const nodes = [...content.childNodes];
    const [form, input, button] = [content.querySelector('form')!, content.querySelector('input')!, content.querySelector('button')!];
    const marks = new Map<Element, Mark>([
      [form, { classes: ['is-sending'], noValidate: true, after: <p id="problem">Błąd</p> }],
      [input, { invalid: true, describedBy: ['problem'] }],
      [button, { disabled: false, busy: true }],
    ]);
    const { unmount } = render(
      <StrictMode>
        <Marks nodes={nodes} marks={marks} report={vi.fn()} />
      </StrictMode>,
    );
    await settleAdoptedNodes();
    expect(screen.getByRole('textbox')).toBe(input);
    expect([form.className, form.noValidate]).toEqual(['theme is-sending', true]);
    expect([input.getAttribute('aria-invalid'), input.getAttribute('aria-describedby')]).toEqual(['true', 'hint problem']);
    // The server's disabled stays.
    expect([button.disabled, button.getAttribute('aria-busy')]).toEqual([true, 'true']);
    expect(form.lastElementChild!.textContent).toBe('Błąd');
    unmount();
    await settleAdoptedNodes();
    expect(content.firstChild).toBe(form);
    expect(form.outerHTML).toBe('<form class="theme"><p id="hint">Podpowiedź</p><input name="q" aria-describedby="hint"><button disabled="">Wyślij</button></form>');
  });
});
