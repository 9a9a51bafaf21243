import { message } from '../../shared/messages/message';
import { actionReport } from '../storefront-actions/action-report';
import { questionFormArguments } from '../storefront-actions/arguments';
import { callerFocus } from '../storefront-actions/caller-focus';
import { openQuestionForm } from './open-question-form';

let loading: AbortController | undefined;

/**
 * `storefront.openQuestionForm({ type, id?, title? })`: the trigger's flow (open-question-form.tsx),
 * from the loading indicator to the answer pop-up. The element focused at the call (the theme's own
 * button, say) gets the focus back when the pop-up closes. As with a trigger clicked again, a newer
 * call drops a template still loading and closes the pop-up the older one opened. Resolves once the
 * form, or why it could not be shown, is on screen; rejects only on a bad argument, having fetched
 * nothing.
 */
export async function openQuestionFormAction(options: unknown): Promise<void> {
  const { type, id, title } = questionFormArguments(options);
  loading?.abort();
  loading = new AbortController();
  await openQuestionForm({
    trigger: callerFocus() ?? document.body,
    type,
    id,
    title: title || message('dialog.untitled'),
    report: actionReport('openQuestionForm'),
    signal: loading.signal,
  });
}
