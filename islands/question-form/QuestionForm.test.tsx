// @vitest-environment happy-dom
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '../../test-support/test-context';
import type { QuestionFormRequest } from './open-question-form';
import * as questionForm from './QuestionForm';

const openQuestionForm = vi.hoisted(() => vi.fn((_request: QuestionFormRequest) => Promise.resolve()));
vi.mock('./open-question-form', () => ({ openQuestionForm }));

let trigger: HTMLAnchorElement;
const mount = (props = { formType: 2, formId: 7 as number | null, formTitle: '' }) => renderIsland(questionForm, trigger, props);

beforeEach(() => {
  document.body.innerHTML = '<p><a href="/kontakt" id="ask">Zadaj pytanie o produkt</a></p>';
  trigger = document.querySelector('a')!;
  openQuestionForm.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('question-form trigger', () => {
  it('adopts the link: its label stays the server nodes, its href the server\'s', () => {
    const children = [...trigger.childNodes];
    mount();
    expect([...trigger.childNodes]).toEqual(children);
    expect(trigger.getAttribute('href')).toBe('/kontakt');
  });

  it('by mouse: opens the form the server names, titled by the link, instead of following it', async () => {
    mount();
    let prevented = false;
    document.addEventListener('click', (event) => (prevented = event.defaultPrevented));
    await userEvent.click(trigger);
    expect(openQuestionForm).toHaveBeenCalledTimes(1);
    expect(openQuestionForm.mock.calls[0]![0]).toMatchObject({ trigger, type: 2, id: 7, title: 'Zadaj pytanie o produkt' });
    expect(prevented).toBe(true);
  });

  it('by keyboard: Enter on the focused link opens it too; data-form-title names the pop-up', async () => {
    mount({ formType: 1, formId: null, formTitle: 'Napisz do nas' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(openQuestionForm).toHaveBeenCalledTimes(1);
    expect(openQuestionForm.mock.calls[0]![0]).toMatchObject({ type: 1, id: null, title: 'Napisz do nas' });
  });

  it('leaves a click meant for a new tab to the browser', async () => {
    mount();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(trigger);
    await user.keyboard('{/Control}');
    expect(openQuestionForm).not.toHaveBeenCalled();
  });

  it('aborts a template still loading when clicked again, and when the island goes', async () => {
    const { unmount } = mount();
    await userEvent.click(trigger);
    const first = openQuestionForm.mock.calls[0]![0].signal;
    await userEvent.click(trigger);
    expect(first.aborted).toBe(true);
    const second = openQuestionForm.mock.calls[1]![0].signal;
    unmount();
    expect(second.aborted).toBe(true);
  });
});
