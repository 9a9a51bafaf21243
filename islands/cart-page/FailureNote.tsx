import { Added } from '../../shared/ui/adopt';
import { InlineMessage } from '../../shared/ui/InlineMessage';

/** Why a command failed, at the end of what failed (a line, the delivery form); nothing while all is well. */
export function FailureNote({ text }: { text: string | undefined }) {
  return <Added>{text ? <InlineMessage className="cart-problem" text={text} /> : null}</Added>;
}
