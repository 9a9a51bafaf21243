// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { activeDialog } from '../../shared/state/dialog';
import { testContext } from '../test-context';
import popup from './popup';

afterEach(() => activeDialog.peek()?.dismiss());

describe('popup island', () => {
  it('opens the template content in the shared dialog instead of following the link', () => {
    document.body.innerHTML = '<a href="/tabela-rozmiarow">Tabela</a><template id="chart"><table><tr><td>M</td></tr></table></template>';
    const link = document.querySelector('a')!;
    popup.mount(link, { popupTemplate: 'chart', popupTitle: 'Tabela rozmiarów' }, testContext(link));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const dialog = activeDialog.value!.element;
    expect(dialog.querySelector('td')!.textContent).toBe('M');
    expect(dialog.querySelector('h2')!.textContent).toBe('Tabela rozmiarów');
    // The template itself stays intact for the next opening.
    expect((document.getElementById('chart') as HTMLTemplateElement).content.querySelector('td')).not.toBeNull();
  });

  it('refuses an id that names something other than a <template>', () => {
    document.body.innerHTML = '<a href="/x">X</a><div id="chart"></div>';
    const link = document.querySelector('a')!;
    expect(() => popup.mount(link, { popupTemplate: 'chart', popupTitle: 'T' }, testContext(link))).toThrow('#chart is not a <template>');
  });
});
