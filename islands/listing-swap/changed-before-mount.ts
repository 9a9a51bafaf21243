import { CHOICE_CONTROLS, differsFromServer } from '../../shared/forms/server-state';

/** The forms a ticked box or a chosen option sends at once; typed fields wait for their own submit. */
const SUBMIT_ON_CHANGE_FORMS = 'form[data-submit-on-change]';

/** Whether `control` is one whose change sends its form (the `change` listener's test). */
export function sendsOnChange(control: EventTarget | null): control is HTMLInputElement | HTMLSelectElement {
  return control instanceof Element && control.matches(CHOICE_CONTROLS) && !!(control as HTMLInputElement | HTMLSelectElement).form?.matches(SUBMIT_ON_CHANGE_FORMS);
}

/**
 * The first send-on-change form in `root` whose boxes or selects no longer show what the server
 * rendered: the shopper changed it before the island woke, and that `change` went unheard.
 */
export function formChangedBeforeMount(root: ParentNode): HTMLFormElement | null {
  const forms = root.querySelectorAll<HTMLFormElement>(SUBMIT_ON_CHANGE_FORMS);
  return [...forms].find((form) => [...form.elements].some((control) => control.matches(CHOICE_CONTROLS) && differsFromServer(control))) ?? null;
}
