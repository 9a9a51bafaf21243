// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activeDialog } from '../../shared/state/dialog';
import { renderIsland } from '../test-context';
import * as popup from './Popup';

afterEach(() => activeDialog.peek()?.dismiss());

const props = { popupTemplate: 'chart', popupTitle: 'Tabela rozmiarów' };

describe('popup island', () => {
  it('keeps the link as the server made it, and opens the template content in the shared dialog instead of following it', async () => {
    document.body.innerHTML = '<a href="/tabela-rozmiarow"><b>Tabela</b> rozmiarów</a><template id="chart"><table><tr><td>M</td></tr></table></template>';
    const link = document.querySelector('a')!;
    const label = link.firstChild;
    renderIsland(popup, link, props);
    expect(link.firstChild).toBe(label);
    expect(link.textContent).toBe('Tabela rozmiarów');
    await userEvent.click(screen.getByRole('link', { name: 'Tabela rozmiarów' }));
    const dialog = activeDialog.value!.element;
    expect(dialog.querySelector('td')!.textContent).toBe('M');
    expect(dialog.querySelector('h2')!.textContent).toBe('Tabela rozmiarów');
    expect(location.pathname).not.toBe('/tabela-rozmiarow');
    // The template itself stays intact for the next opening.
    expect((document.getElementById('chart') as HTMLTemplateElement).content.querySelector('td')).not.toBeNull();
  });

  it('opens by keyboard too', async () => {
    document.body.innerHTML = '<a href="/tabela-rozmiarow">Tabela</a><template id="chart"><p>M</p></template>';
    renderIsland(popup, document.querySelector('a')!, props);
    screen.getByRole('link', { name: 'Tabela' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(activeDialog.value?.element.textContent).toContain('M');
  });

  it('refuses an id that names something other than a <template>', () => {
    document.body.innerHTML = '<a href="/x">X</a><div id="chart"></div>';
    expect(() => popup.read(document.querySelector('a')!, props)).toThrow('data-popup-template="chart" names <div#chart>, which must be a <template>');
  });
});
