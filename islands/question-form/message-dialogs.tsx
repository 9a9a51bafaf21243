import type { OpenDialog } from '../../shared/state/dialog';
import { openDialog } from '../../shared/ui/dialog';
import { LOAD_FAILED, LOAD_FAILED_LINK, RESPONSE_CLOSE, RESPONSE_TITLE } from './messages';

/** The response pop-up: the server's `message`, as text, describing the pop-up so a screen reader reads it as it opens. */
export function showResponse(message: string, opener: HTMLElement): OpenDialog {
  const handle = openDialog({
    title: RESPONSE_TITLE,
    description: { text: message, className: 'question-form__response' },
    content: (
      <button type="button" className="button button--primary" onClick={() => handle.close()}>
        {RESPONSE_CLOSE}
      </button>
    ),
    opener,
    className: 'sf-dialog--message',
  });
  return handle;
}

/** The form could not be fetched: say so, and offer the trigger's own page, which works without JavaScript. */
export function showLoadFailure(title: string, opener: HTMLElement): OpenDialog {
  const href = opener instanceof HTMLAnchorElement ? opener.href : '';
  return openDialog({
    title,
    description: { text: LOAD_FAILED, className: 'question-form__notice' },
    content: href ? <a href={href}>{LOAD_FAILED_LINK}</a> : null,
    opener,
    className: 'sf-dialog--message',
  });
}
