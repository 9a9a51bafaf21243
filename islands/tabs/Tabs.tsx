import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fragmentId } from '../../shared/fragment';
import { Added, Adopt, adoptNodes } from '../../shared/ui/adopt';
import { useAwake } from '../../shared/ui/awake';
import { useHostProps } from '../../shared/ui/use-host-props';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readTabs, type TabPanel, type TabsMarkup } from './read-tabs';
import { tabsSchema } from './schema';
import { tabIndexForKey } from './tab-keys';

export const schema = tabsSchema;

type Props = PropsOf<typeof tabsSchema> & TabsMarkup & IslandProps;

/** Fired on the hook whenever the selected panel changes (and once on mount): `detail.panelId`. */
export const TAB_SELECT_EVENT = 'tabs:select';

export const read = readTabs;

const indexOfId = (panels: readonly TabPanel[], id: string) => panels.findIndex((panel) => panel.id === id);

/** The panel the URL fragment names, else the one `data-selected` names, else the first. */
const firstSelection = (panels: readonly TabPanel[], selected: string) =>
  [indexOfId(panels, fragmentId(location.hash)), indexOfId(panels, selected)].find((i) => i >= 0) ?? 0;

/**
 * WAI-ARIA tabs over server markup where every panel is visible with its own heading (so the page
 * works without JavaScript): the hook's own nodes adopted as they are, and once awake a tab list
 * named after the panels' headings before them, one panel shown at a time. Arrow keys, Home and End
 * move between tabs (selection follows focus); only the selected tab is in the Tab order.
 */
export default function Tabs({ label, selected, panels, nodes, context }: Props) {
  const hook = context.element;
  const awake = useAwake();
  const [current, setCurrent] = useState(() => firstSelection(panels, selected));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // The panels' headings are hidden by `.sf-tabs` rules (storefront.css), in the same commit as the tab list.
  useHostProps({ classes: { 'sf-tabs': true } });

  // Once, as it wakes: a shopper who tabbed into a panel the first selection hides lands on its tab.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (awake && focused instanceof HTMLElement && hook.contains(focused) && focused.closest('[hidden]')) tabs.current[current]?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the moment of waking, not later selections
  }, [awake, hook]);

  // Told once per selection: an effect may run again for the same one (StrictMode's second mount).
  const told = useRef<string>(undefined);
  useEffect(() => {
    const panelId = panels[current]?.id;
    if (told.current === panelId) return;
    told.current = panelId;
    hook.dispatchEvent(new CustomEvent(TAB_SELECT_EVENT, { bubbles: true, detail: { panelId } }));
  }, [hook, panels, current]);

  useEffect(() => {
    const onHashChange = () => {
      const index = indexOfId(panels, fragmentId(location.hash));
      if (index >= 0) setCurrent(index);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [panels]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabIndexForKey(event.key, index, panels.length);
    if (target === null) return;
    event.preventDefault();
    setCurrent(target);
    tabs.current[target]?.focus();
  };

  const owned = new Map<Element, ReactNode>();
  panels.forEach(({ element, id, heading }, index) => {
    const inside = heading ? adoptNodes([...element.childNodes], new Map([[heading, <Adopt node={heading} data-sf-tab-heading="" />]])) : undefined;
    owned.set(
      element,
      <Adopt node={element} role="tabpanel" aria-labelledby={`${id}-tab`} tabIndex={0} hidden={index !== current}>
        {inside}
      </Adopt>,
    );
  });
  return (
    <>
      <Added>
        <div className="sf-tabs__list" role="tablist" aria-label={label}>
          {panels.map((panel, i) => (
            <button
              key={panel.id}
              ref={(tab) => {
                tabs.current[i] = tab;
              }}
              type="button"
              className="sf-tabs__tab"
              id={`${panel.id}-tab`}
              role="tab"
              aria-controls={panel.id}
              aria-selected={i === current}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setCurrent(i)}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {panel.label}
            </button>
          ))}
        </div>
      </Added>
      {adoptNodes(nodes, owned)}
    </>
  );
}
