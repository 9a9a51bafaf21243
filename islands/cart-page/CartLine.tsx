import { Adopt, adoptNodes, type Owned } from '../../shared/ui/adopt';
import { FailureNote } from './FailureNote';
import type { CartLineMarkup } from './read-cart-page';

interface Props {
  line: CartLineMarkup;
  /** Its quantity or its removal is being sent. */
  busy: boolean;
  note: string | undefined;
  /** The elements inside the line other components render (its command forms). */
  owned: Owned;
}

/**
 * A cart line of the theme's, adopted: `aria-busy` while its command runs, its failure note at its end.
 * The rest of it stays the theme's and the server's (the quantity box is an island of its own, the line
 * total a `data-cart-refresh` region the answers fill).
 */
export function CartLine({ line, busy, note, owned }: Props) {
  return (
    <Adopt node={line.element} aria-busy={busy ? 'true' : undefined}>
      {adoptNodes(line.nodes, owned)}
      <FailureNote text={note} />
    </Adopt>
  );
}
