import { message } from '../../shared/messages/message';
import type { OpenDialog } from '../../shared/state/dialog';
import { openDialog } from '../../shared/ui/dialog';
import { showLoadFailure } from '../../shared/ui/load-failure';

/** The response pop-up: the server's `answer`, as text, describing the pop-up so a screen reader reads it as it opens. */
export function showResponse(answer: string, opener: HTMLElement): OpenDialog {
  const handle = openDialog({
    title: message('question-form.sent'),
    description: { text: answer, className: 'question-form__response' },
    content: (
      <button type="button" className="button button--primary" onClick={() => handle.close()}>
        {message('question-form.close')}
      </button>
    ),
    opener,
    className: 'sf-dialog--message',
  });
  return handle;
}

/** The form could not be fetched: say so, and offer the trigger's own page, which works without JavaScript. */
export function showFormLoadFailure(title: string, opener: HTMLElement): OpenDialog {
  const href = opener instanceof HTMLAnchorElement ? opener.href : '';
  return showLoadFailure({
    title,
    notice: { text: message('question-form.load-failed'), className: 'question-form__notice' },
    page: href ? { href, text: message('question-form.open-page') } : null,
    opener,
  });
}
