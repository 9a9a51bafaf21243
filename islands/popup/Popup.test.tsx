// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activeDialog } from '../../shared/state/dialog';
import { renderIsland } from '../../test-support/test-context';
import * as popup from './Popup';

afterEach(() => activeDialog.peek()?.dismiss());

const props = { popupTemplate: 'chart', popupTitle: 'Tabela rozmiarów' };

describe('popup island', () => {
  it('keeps the link as the server made it, and opens the template content in the shared dialog instead of following it', async () => {
    document.body.innerHTML = '<a href="/tabela-rozmiarow"><b>Tabela</b> rozmiarów</a><template id="chart"><table><tr><td>M</td></tr></table></template>';
    const link = screen.getByRole('link', { name: 'Tabela rozmiarów' });
    const label = link.firstChild;
    const template = document.getElementById('chart') as HTMLTemplateElement;
    renderIsland(popup, link, props);
    expect(link.firstChild).toBe(label);
    expect(link.textContent).toBe('Tabela rozmiarów');
    await userEvent.click(screen.getByRole('link', { name: 'Tabela rozmiarów' }));
    const dialog = screen.getByRole('dialog', { name: 'Tabela rozmiarów' });
    expect(within(dialog).getByRole('cell').textContent).toBe('M');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('Tabela rozmiarów');
    expect(location.pathname).not.toBe('/tabela-rozmiarow');
    // The template itself stays intact for the next opening.
    expect(template.content.querySelector('td')).not.toBeNull();
  });

  it('opens by keyboard too', async () => {
    document.body.innerHTML = '<a href="/tabela-rozmiarow">Tabela</a><template id="chart"><p>M</p></template>';
    renderIsland(popup, screen.getByRole('link', { name: 'Tabela' }), props);
    screen.getByRole('link', { name: 'Tabela' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Tabela rozmiarów' }).textContent).toContain('M');
  });

  it('refuses an id that names something other than a <template>', () => {
    document.body.innerHTML = '<a href="/x">X</a><div id="chart"></div>';
    expect(() => popup.read(screen.getByRole('link', { name: 'X' }), props)).toThrow('data-popup-template="chart" names <div#chart>, which must be a <template>');
  });
});
