import { useEffect } from 'react';
import { message } from '../../shared/messages/message';
import { adoptNodes } from '../../shared/ui/adopt';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { openQuestionForm } from './open-question-form';
import { readQuestionForm, type QuestionFormMarkup } from './read-question-form';
import { questionFormSchema } from './schema';

export const schema = questionFormSchema;

type Props = PropsOf<typeof questionFormSchema> & QuestionFormMarkup & IslandProps;

export const read = readQuestionForm;

/**
 * A question-form trigger: the server's link to the contact page (the no-JS path), its label adopted
 * as it is. A click opens the form the server names (type and id) in the shared pop-up instead of
 * following the link (open-question-form.tsx holds the flow). A newer click, or the island going,
 * aborts a template still loading and closes the pop-up it opened, captcha and all.
 */
export default function QuestionForm({ formType, formId, formTitle, label, context }: Props) {
  const trigger = context.element;
  useEffect(() => {
    let loading: AbortController | undefined;
    const onClick = (event: MouseEvent) => {
      // A new tab or window is the browser's business: the link's own page has the form.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      loading?.abort();
      loading = new AbortController();
      void openQuestionForm({
        trigger,
        type: formType,
        id: formId,
        title: formTitle || trigger.textContent?.trim() || message('dialog.untitled'),
        report: context.report,
        signal: loading.signal,
      });
    };
    trigger.addEventListener('click', onClick);
    return () => {
      trigger.removeEventListener('click', onClick);
      loading?.abort();
    };
  }, [trigger, formType, formId, formTitle, context]);
  return adoptNodes(label);
}
