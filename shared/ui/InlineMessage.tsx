import type { HTMLAttributes } from 'react';

type InlineMessageProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'children' | 'hidden'> & { className: string; text: string };

/** A visible message next to a control (an error under a form, a failure next to a link); '' hides it. */
export function InlineMessage({ text, ...props }: InlineMessageProps) {
  return (
    <p {...props} hidden={text === ''}>
      {text}
    </p>
  );
}
