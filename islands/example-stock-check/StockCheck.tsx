import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { isAbort } from '../../shared/api/errors';
import { getOptions } from '../../shared/api/get-options';
import { message } from '../../shared/messages/message';
import { productVariant } from '../../shared/state/product-variant';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { announce } from '../../shared/ui/announce';
import { InlineMessage } from '../../shared/ui/InlineMessage';
import { useHostProps } from '../../shared/ui/use-host-props';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readStockCheck, type StockCheckMarkup } from './read-stock-check';
import { stockCheckSchema } from './schema';

export const schema = stockCheckSchema;

type Props = PropsOf<typeof stockCheckSchema> & StockCheckMarkup & IslandProps;

export const read = readStockCheck;

/**
 * The interactive example of docs/hooks.md ("Write your own island"): the theme's button, adopted as it
 * is, asks the server (GetOptions) how the option chosen on the product form stands, and the answer
 * or the failure is shown in a message the island adds after the button, and announced. The hook is
 * busy while the call is out; the button waits while a new choice of option is loading (the variant
 * signal). Leaving the page aborts the call.
 */
export default function StockCheck({ productId, nodes, button, radios, context }: Props) {
  useSignals();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const call = useRef<AbortController | null>(null);
  useEffect(() => () => call.current?.abort(), []);
  useHostProps({ classes: { 'stock-check--busy': busy }, attributes: { 'aria-busy': busy ? 'true' : undefined } });

  const say = (text: string) => {
    setNote(text);
    announce(text);
  };
  const check = async () => {
    call.current?.abort();
    const abort = (call.current = new AbortController());
    setBusy(true);
    try {
      const dicts = radios.filter((radio) => radio.checked).map((radio) => Number(radio.value));
      const { ProductState } = await getOptions({ pid: productId, dicts }, { signal: abort.signal });
      say([ProductState.Text, ProductState.Description].filter(Boolean).join(': '));
    } catch (error) {
      if (isAbort(error)) return;
      context.report('could not check the stock', error);
      say(message('stock-check.failed'));
    } finally {
      if (call.current === abort) setBusy(false);
    }
  };

  const choosing = productVariant(productId)?.status === 'pending';
  return adoptNodes(
    nodes,
    new Map([
      [
        button,
        <>
          <Adopt
            node={button}
            disabled={choosing}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              void check();
            }}
          />
          <Added>
            <InlineMessage className="stock-check__message" text={note} />
          </Added>
        </>,
      ],
    ]),
  );
}
