import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RECENTLY_VIEWED_STORAGE_KEY } from '../../shared/constants';
import { message } from '../../shared/messages/message';
import { shownEntries, type ViewedProduct } from '../../shared/recently-viewed-rules';
import { cookieConsent } from '../../shared/state/consent';
import { clearViewed, noteViewed, recentlyViewed, reloadViewed } from '../../shared/state/recently-viewed';
import { Added, Adopt, adoptNodes, useServerChildren } from '../../shared/ui/adopt';
import { AdoptedNodes } from '../../shared/ui/AdoptedNodes';
import { announce } from '../../shared/ui/announce';
import { useHostProps } from '../../shared/ui/use-host-props';
import type { PropsOf } from '../runtime/schema';
import type { IslandContext, IslandProps } from '../runtime/types';
import { copyCard, readRecentlyViewed, type CardCopy, type CardShape, type RecentlyViewedMarkup } from './read-recently-viewed';
import { recentlyViewedSchema } from './schema';

export const schema = recentlyViewedSchema;

type Props = PropsOf<typeof recentlyViewedSchema> & RecentlyViewedMarkup & IslandProps;

export const read = readRecentlyViewed;

/**
 * What React renders on a card's copy: the name as text, the link's href, the image's src (hidden when
 * the product had none). Deepest first, so an element holding another marked one adopts it as rendered.
 */
function cardSlots(copy: CardCopy, entry: ViewedProduct): Map<Element, ReactNode> {
  const slots = new Map<Element, ReactNode>();
  const { link, name, image } = copy;
  if (image) slots.set(image, <Adopt node={image} src={entry.image ?? undefined} hidden={entry.image === null} />);
  if (name !== link) slots.set(name, <Adopt node={name}>{entry.name}</Adopt>);
  slots.set(
    link,
    <Adopt node={link} href={entry.url}>
      {name === link ? entry.name : adoptNodes([...link.childNodes], slots)}
    </Adopt>,
  );
  return slots;
}

/** One card: its own copy of the theme's template, adopted, with the entry's text and attributes rendered on it. */
function Card({ entry, shape, report }: { entry: ViewedProduct; shape: CardShape; report: IslandContext['report'] }) {
  const [copy] = useState(() => copyCard(shape));
  const slots = useMemo(() => cardSlots(copy, entry), [copy, entry]);
  return <AdoptedNodes as="li" className={copy.itemClass} nodes={copy.nodes} owned={slots} report={report} />;
}

/**
 * Recently viewed products, from the shared signal (kept in localStorage, in step across tabs), drawn
 * in the theme's card template, the page's own product left out. The server sends the region hidden
 * and empty: the island shows it only while there is a product to show, so without JavaScript, or
 * with nothing viewed, nothing is drawn. On a product page the same hook notes the page's product,
 * once the shopper has accepted cookies (at once if they accept while on the page).
 */
export default function RecentlyViewed({ productPath, nodes, region, list, clear, card, current, context }: Props) {
  useSignals();
  const consent = cookieConsent.value;
  const shown = shownEntries(recentlyViewed.value, current?.id ?? null, productPath);
  const regionChildren = useServerChildren(region);
  // Where focus goes once the list it was in is cleared away: the next Tab goes on from here.
  useHostProps({ attributes: { tabindex: '-1' } });

  useEffect(() => {
    if (consent && current) noteViewed(current);
  }, [consent, current]);

  // Other tabs' changes come by the storage event; a page the back/forward cache brings back heard
  // none while it was away, and its product was just viewed again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === RECENTLY_VIEWED_STORAGE_KEY || event.key === null) reloadViewed();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reloadViewed();
      if (current) noteViewed(current);
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [current]);

  const onClear = () => {
    clearViewed();
    context.element.focus();
    announce(message('recently-viewed.cleared'));
  };

  const owned = new Map<Element, ReactNode>();
  const cards = shown.map((entry) => <Card key={entry.id} entry={entry} shape={card} report={context.report} />);
  owned.set(
    list,
    <>
      <Adopt node={list} replace>
        {cards}
      </Adopt>
      <Added>
        {!clear && shown.length > 0 && (
          <button type="button" className="sf-recently-viewed__clear" onClick={onClear}>
            {message('recently-viewed.clear')}
          </button>
        )}
      </Added>
    </>,
  );
  if (clear) owned.set(clear, <Adopt node={clear} onClick={onClear} />);
  owned.set(
    region,
    <Adopt node={region} hidden={shown.length === 0}>
      {adoptNodes(regionChildren, owned)}
    </Adopt>,
  );
  return adoptNodes(nodes, owned);
}
