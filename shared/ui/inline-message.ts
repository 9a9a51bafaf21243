/** A visible message next to a control (an error under a form, a failure next to a link). */
export interface InlineMessage {
  /** Shows `text`; '' hides the message. */
  show: (text: string) => void;
  remove: () => void;
}

/**
 * For the islands still written as DOM code, and React islands that draw nothing (their message sits
 * among server nodes); other React islands draw `<InlineMessage>` (./InlineMessage.tsx).
 * The paragraph is created on the first message, put in place by `insert`, and reused after
 * that; `existing` adopts one the server already rendered (e.g. after a no-JS round trip).
 */
export function inlineMessage(className: string, insert: (message: HTMLElement) => void, existing?: HTMLElement | null): InlineMessage {
  let element = existing ?? undefined;
  return {
    show(text) {
      if (!element) {
        if (text === '') return;
        element = document.createElement('p');
        element.className = className;
        insert(element);
      }
      element.textContent = text;
      element.hidden = text === '';
    },
    remove() {
      if (element !== existing) element?.remove();
    },
  };
}
