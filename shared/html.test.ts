// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseServerHtml } from './html';

describe('parseServerHtml', () => {
  it('turns server HTML into nodes without running its scripts', () => {
    (window as unknown as { ran?: boolean }).ran = false;
    const fragment = parseServerHtml('<p class="msg">Dodano <b>1</b> produkt</p><script>window.ran = true</script>');
    document.body.replaceChildren(fragment);
    expect(document.querySelector('.msg')!.textContent).toBe('Dodano 1 produkt');
    expect((window as unknown as { ran?: boolean }).ran).toBe(false);
  });
});
