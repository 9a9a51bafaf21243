import { isAbort, requestAvailabilityNotice } from '../../shared/api';
import { attachCaptcha, type CaptchaControl } from '../../shared/captcha/attach-captcha';
import { NO_MATCHING_OPTION_ID } from '../../shared/constants';
import { productVariants } from '../../shared/state/product-variant';
import { announce } from '../../shared/ui/announce';
import { inlineMessage } from '../../shared/ui/inline-message';
import { openDialog } from '../../shared/ui/dialog';
import { whileLoading } from '../../shared/ui/loading-indicator';
import type { PropsOf } from '../runtime/schema';
import type { IslandContext, IslandModule } from '../runtime/types';
import { emailProblem } from './email';
import type { availabilityNoticeSchema } from './schema';

export const NOTICE_FAILURE_MESSAGE = 'Nie udało się zapisać powiadomienia o dostępności. Spróbuj ponownie później.';

type Props = PropsOf<typeof availabilityNoticeSchema>;

/** The option the notice is about: the form's field, or the chosen variant when it cannot be bought. */
function preselectVariant(form: HTMLFormElement, productId: number): void {
  const field = form.elements.namedItem('optionId');
  const variant = productVariants.peek().get(productId);
  if (!(field instanceof HTMLSelectElement) || !variant || variant.status !== 'confirmed' || variant.cartEnabled) return;
  if (variant.optionId === NO_MATCHING_OPTION_ID) return;
  const option = [...field.options].find((o) => o.value === String(variant.optionId));
  if (option) field.value = option.value;
}

function optionIdOf(form: HTMLFormElement): number {
  const field = form.elements.namedItem('optionId');
  const raw = field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
  return /^-?\d+$/.test(raw) ? Number(raw) : NO_MATCHING_OPTION_ID;
}

/** The template's form, checked once at mount so a broken template leaves the link working. */
function checkedTemplate(id: string): HTMLTemplateElement {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) throw new Error(`#${id} is not a <template>`);
  const email = template.content.querySelector('form')?.elements.namedItem('email');
  if (!(email instanceof HTMLInputElement)) throw new Error(`#${id} holds no <form> with an "email" <input>`);
  return template;
}

function openNoticeForm(opener: HTMLElement, template: HTMLTemplateElement, props: Props, context: IslandContext, showFailure: (text: string) => void): void {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const form = content.querySelector('form')!;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  form.noValidate = true;
  preselectVariant(form, props.productId);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');

  const error = document.createElement('p');
  error.className = 'form-error';
  error.id = `${email.id || 'notice-email'}-error`;
  error.hidden = true;
  email.after(error);
  const showProblem = (problem: string | null) => {
    error.textContent = problem ?? '';
    error.hidden = problem === null;
    if (problem) {
      email.setAttribute('aria-invalid', 'true');
      email.setAttribute('aria-describedby', error.id);
    } else {
      email.removeAttribute('aria-invalid');
      email.removeAttribute('aria-describedby');
    }
  };

  let captcha: CaptchaControl | undefined;
  const dialog = openDialog({ title: props.dialogTitle, content, opener, className: 'availability-dialog', onClose: () => captcha?.detach() });
  // Attached once the form is in the page: the captcha loads when its block comes into view.
  captcha = attachCaptcha(form, context.report);
  let sending = false;

  email.addEventListener('input', () => {
    if (email.hasAttribute('aria-invalid') && emailProblem(email.value) === null) showProblem(null);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    const problem = emailProblem(email.value);
    showProblem(problem);
    if (problem) {
      email.focus();
      return;
    }
    sending = true;
    if (submit) submit.disabled = true;
    whileLoading(requestAvailabilityNotice({ email: email.value.trim(), recaptcha: captcha.response(), optionId: optionIdOf(form) }))
      .then(({ message }) => {
        const thanks = document.createElement('p');
        thanks.className = 'availability-dialog__message';
        thanks.tabIndex = -1;
        thanks.textContent = message;
        captcha?.detach();
        form.replaceWith(thanks);
        thanks.focus();
        announce(message);
      })
      .catch((failure: unknown) => {
        if (!isAbort(failure)) context.report('could not subscribe to the availability notice', failure);
        // Spec §4: the modal closes after a failed call; the shopper sees and hears why.
        dialog.close();
        showFailure(NOTICE_FAILURE_MESSAGE);
        announce(NOTICE_FAILURE_MESSAGE);
      });
  });
}

const availabilityNotice: IslandModule<Props> = {
  mount(element, props, context) {
    const template = checkedTemplate(props.formTemplate);
    const failure = inlineMessage('form-error availability-notice__failure', (p) => element.after(p));
    const showFailure = failure.show;
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      showFailure('');
      openNoticeForm(element, template, props, context, showFailure);
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      failure.remove();
    };
  },
};

export default availabilityNotice;
