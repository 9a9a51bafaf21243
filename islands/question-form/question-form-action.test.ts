// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/fake-fetch';
import { heardEvents } from '../../test-support/heard-events';
import { message } from '../../shared/messages/message';
import { activeDialog } from '../../shared/state/dialog';
import { openDialog } from '../../shared/ui/dialog';
import { openQuestionFormAction } from './question-form-action';

const TEMPLATE = `<form><input type="hidden" name="formType" value="1">
  <div class="form-field"><label for="n">Imię</label><input id="n" name="name" data-validate="required"></div>
  <button type="submit">Wyślij</button></form>`;

/** What FetchQuestionFormTemplate received, in order. */
let bodies: unknown[];
let status: number;
/** While set, the template is held back until it settles. */
let held: Promise<void> | undefined;

beforeEach(() => {
  document.body.innerHTML = '<button type="button" id="theme-button">Zapytaj o produkt</button><input id="search" aria-label="Szukaj">';
  bodies = [];
  status = 200;
  held = undefined;
  stubFetch(async (request) => {
    bodies.push(JSON.parse(await request.clone().text()));
    await held;
    return new Response(JSON.stringify({ htmlTemplate: TEMPLATE }), { status });
  });
});
afterEach(() => {
  activeDialog.peek()?.dismiss();
});

/** A gate: the template waits until `release()`. */
function holdTemplate(): () => void {
  let release!: () => void;
  held = new Promise<void>((resolve) => (release = resolve));
  return release;
}

describe('openQuestionFormAction', () => {
  it('asks for the form named and opens it in the pop-up under the title given', async () => {
    await openQuestionFormAction({ type: 1, id: 3, title: 'Pytanie o produkt' });
    expect(bodies).toEqual([{ type: 1, id: 3 }]);
    const dialog = await screen.findByRole('dialog', { name: 'Pytanie o produkt' });
    expect(within(dialog).getByRole('textbox', { name: 'Imię' })).toBeTruthy();
  });

  it('titles it "Formularz" when the caller gives no title, and asks about no one thing when it gives no id', async () => {
    await openQuestionFormAction({ type: 2 });
    expect(bodies).toEqual([{ type: 2, id: null }]);
    expect(await screen.findByRole('dialog', { name: message('dialog.untitled') })).toBeTruthy();
  });

  it('gives focus back, when the pop-up closes, to the element focused at the call', async () => {
    const release = holdTemplate();
    const themeButton = document.getElementById('theme-button')!;
    themeButton.focus();
    const opened = openQuestionFormAction({ type: 1 });
    // The shopper moves on while the form loads.
    document.getElementById('search')!.focus();
    release();
    await opened;
    const dialog = await screen.findByRole('dialog', { name: message('dialog.untitled') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(themeButton);
  });

  it('called from inside the open pop-up, gives focus back where that pop-up would have', async () => {
    const themeButton = document.getElementById('theme-button')!;
    openDialog({ title: 'Dodano do koszyka', content: createElement('button', { type: 'button' }, 'Zapytaj o pokrywkę'), opener: themeButton });
    const first = await screen.findByRole('dialog', { name: 'Dodano do koszyka' });
    within(first).getByRole('button', { name: 'Zapytaj o pokrywkę' }).focus();
    await openQuestionFormAction({ type: 1, title: 'Pytanie o pokrywkę' });
    const form = await screen.findByRole('dialog', { name: 'Pytanie o pokrywkę' });
    expect(first.isConnected).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(form.isConnected).toBe(false));
    expect(document.activeElement).toBe(themeButton);
  });

  it('drops an older call whose form is still loading: only the newer one opens', async () => {
    const release = holdTemplate();
    const older = openQuestionFormAction({ type: 1, title: 'Starszy' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    held = undefined;
    await openQuestionFormAction({ type: 2, title: 'Nowszy' });
    await screen.findByRole('dialog', { name: 'Nowszy' });
    // The older answer comes now: it was dropped, so it is not shown.
    release();
    await expect(older).resolves.toBeUndefined();
    expect(bodies).toEqual([
      { type: 1, id: null },
      { type: 2, id: null },
    ]);
    expect(activeDialog.peek()!.options.title).toBe('Nowszy');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Starszy' })).toBeNull();
  });

  it('rejects a bad argument, having fetched nothing and left a form still loading alone', async () => {
    const release = holdTemplate();
    const loading = openQuestionFormAction({ type: 1, title: 'Pytanie' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    await expect(openQuestionFormAction({ type: 'kontakt' })).rejects.toThrow(new TypeError('storefront.openQuestionForm: type must be a positive whole number, not "kontakt"'));
    await expect(openQuestionFormAction({ type: 1, id: 0 })).rejects.toThrow('storefront.openQuestionForm: id must be a positive whole number, not 0');
    await expect(openQuestionFormAction(undefined)).rejects.toThrow(TypeError);
    expect(bodies).toHaveLength(1);
    release();
    await loading;
    expect(await screen.findByRole('dialog', { name: 'Pytanie' })).toBeTruthy();
  });

  it('reports a form that could not be loaded on the body, as storefront.openQuestionForm, and says so in the pop-up', async () => {
    status = 500;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = heardEvents('storefront:error');
    await openQuestionFormAction({ type: 1, title: 'Pytanie' });
    expect(reported).toEqual([
      {
        target: document.body,
        detail: {
          island: 'storefront.openQuestionForm',
          message: expect.stringMatching(/^could not load the question form: FetchQuestionFormTemplate: HTTP 500/),
          call: 'FetchQuestionFormTemplate',
          status: 500,
          error: expect.any(Error),
        },
      },
    ]);
    expect(errors).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Pytanie' });
    expect(dialog.textContent).toContain(message('question-form.load-failed'));
  });
});
