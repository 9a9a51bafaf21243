import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { fragmentId } from '../../shared/fragment';
import { ServerElement } from '../../shared/ui/server-nodes';
import type { PropsOf } from '../runtime/schema';
import type { IslandProps } from '../runtime/types';
import { readTabs, type TabPanel, type TabsMarkup } from './read-tabs';
import type { tabsSchema } from './schema';
import { tabIndexForKey } from './tab-keys';

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
 * works without JavaScript): a tab list named after the panels' headings, then the hook's own
 * children as they were, one panel shown at a time. Arrow keys, Home and End move between tabs
 * (selection follows focus); only the selected tab is in the Tab order.
 */
export default function Tabs({ label, selected, panels, nodes, context }: Props) {
  const hook = context.element;
  const [current, setCurrent] = useState(() => firstSelection(panels, selected));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Taken before the first commit empties the hook. The runtime puts focus back by place, which the
  // tab list drawn above the panels shifts: a shopper who tabbed into a panel as it woke keeps their
  // element, or, when that panel is now hidden, lands on the selected tab.
  const [focusedAtMount] = useState(() => (hook !== document.activeElement && hook.contains(document.activeElement) ? document.activeElement : null));

  // Before paint: the panels' headings are hidden by `.sf-tabs` rules (tabs.css), and must not flash.
  useLayoutEffect(() => {
    hook.classList.add('sf-tabs');
    return () => hook.classList.remove('sf-tabs');
  }, [hook]);

  // Once, at mount (`current` is still the first selection): later selections move focus themselves.
  useLayoutEffect(() => {
    if (!(focusedAtMount instanceof HTMLElement)) return;
    const shown = !focusedAtMount.closest('[hidden]');
    (shown ? focusedAtMount : tabs.current[current])?.focus({ preventScroll: true });
  }, [focusedAtMount]);

  useEffect(() => {
    hook.dispatchEvent(new CustomEvent(TAB_SELECT_EVENT, { bubbles: true, detail: { panelId: panels[current]?.id } }));
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

  return (
    <>
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
      {nodes.map((node, key) => {
        const index = panels.findIndex((panel) => panel.element === node);
        if (index >= 0) {
          const { element, id } = panels[index]!;
          return <ServerElement key={key} node={element} role="tabpanel" aria-labelledby={`${id}-tab`} tabIndex={0} hidden={index !== current} />;
        }
        if (node instanceof Element) return <ServerElement key={key} node={node} />;
        // Loose text between the panels is plain text: no node of it needs keeping.
        return node.nodeType === Node.TEXT_NODE ? node.textContent : null;
      })}
    </>
  );
}
