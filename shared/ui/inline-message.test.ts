// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { inlineMessage } from './inline-message';

describe('inlineMessage', () => {
  it('creates the paragraph on the first message, reuses it and hides it for ""', () => {
    document.body.innerHTML = '<a id="link">x</a>';
    const link = document.getElementById('link')!;
    const message = inlineMessage('form-error', (p) => link.after(p));
    message.show('');
    expect(document.querySelector('.form-error')).toBeNull();
    message.show('Błąd');
    message.show('Drugi błąd');
    expect(document.querySelectorAll('.form-error')).toHaveLength(1);
    expect(link.nextElementSibling!.textContent).toBe('Drugi błąd');
    message.show('');
    expect((link.nextElementSibling as HTMLElement).hidden).toBe(true);
    message.remove();
    expect(document.querySelector('.form-error')).toBeNull();
  });

  it('adopts a message the server rendered and never removes it', () => {
    document.body.innerHTML = '<p id="server" class="form-error">Proszę wybrać opcję produktu</p>';
    const server = document.getElementById('server')!;
    const message = inlineMessage('form-error', () => undefined, server);
    message.show('');
    expect(server.hidden).toBe(true);
    message.remove();
    expect(server.isConnected).toBe(true);
  });
});
