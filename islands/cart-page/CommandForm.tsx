import type { ReactNode } from 'react';
import { Adopt, adoptNodes, type Owned } from '../../shared/ui/adopt';
import type { CommandFormMarkup } from './read-cart-page';

interface Props {
  form: CommandFormMarkup;
  /** Its submit buttons are `aria-disabled` (they keep the focus, unlike `disabled`) while its command runs. */
  locked: boolean;
  /** The elements inside the form other components render (the delivery points). */
  owned: Owned;
  /** What React adds at the form's end (the delivery form's failure note). */
  children?: ReactNode;
}

/**
 * A command form of the theme's, adopted: its submit buttons locked while its command runs. Its submit
 * reaches the island at the hook (CartPage.tsx), as do those of the forms the island does not hold.
 */
export function CommandForm({ form, locked, owned, children }: Props) {
  const inside = new Map(owned);
  for (const button of form.buttons) inside.set(button, <Adopt node={button} aria-disabled={locked ? 'true' : undefined} />);
  return (
    <Adopt node={form.element}>
      {adoptNodes(form.nodes, inside)}
      {children}
    </Adopt>
  );
}
