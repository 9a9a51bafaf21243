import type { PropsOf } from '../runtime/schema';
import type { IslandModule } from '../runtime/types';
import { openQuestionForm } from './open-question-form';
import type { questionFormSchema } from './schema';

const questionForm: IslandModule<PropsOf<typeof questionFormSchema>> = {
  mount(element, props, context) {
    let loading: AbortController | undefined;
    const onClick = (event: MouseEvent) => {
      // A new tab or window is the browser's business: the link's own page has the form.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      loading?.abort();
      loading = new AbortController();
      void openQuestionForm({
        trigger: element,
        type: props.formType,
        id: props.formId,
        title: props.formTitle || element.textContent?.trim() || 'Formularz',
        report: context.report,
        signal: loading.signal,
      });
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
      loading?.abort();
    };
  },
};

export default questionForm;
