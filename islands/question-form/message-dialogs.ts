import { openDialog } from '../../shared/ui/dialog';
import { LOAD_FAILED, LOAD_FAILED_LINK, RESPONSE_CLOSE, RESPONSE_TITLE } from './messages';

let sequence = 0;

/** A paragraph the dialog is described by, so a screen reader reads it as the pop-up opens. */
function describingText(className: string, text: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = className;
  paragraph.id = `sf-question-message-${++sequence}`;
  paragraph.textContent = text;
  return paragraph;
}

/** The response pop-up: the server's `message`, as text. */
export function showResponse(message: string, opener: HTMLElement): void {
  const text = describingText('question-form__response', message);
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.className = 'button button--primary';
  ok.textContent = RESPONSE_CLOSE;
  const content = document.createElement('div');
  content.append(text, ok);
  const handle = openDialog({ title: RESPONSE_TITLE, content, opener, className: 'sf-dialog--message' });
  handle.element.setAttribute('aria-describedby', text.id);
  ok.addEventListener('click', () => handle.close());
}

/** The form could not be fetched: say so, and offer the trigger's own page, which works without JavaScript. */
export function showLoadFailure(title: string, opener: HTMLElement): void {
  const text = describingText('question-form__notice', LOAD_FAILED);
  const content = document.createElement('div');
  content.append(text);
  const href = opener instanceof HTMLAnchorElement ? opener.href : '';
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = LOAD_FAILED_LINK;
    content.append(link);
  }
  const handle = openDialog({ title, content, opener, className: 'sf-dialog--message' });
  handle.element.setAttribute('aria-describedby', text.id);
}
