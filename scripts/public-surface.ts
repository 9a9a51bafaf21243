/**
 * The public surface a theme relies on (DESIGN.md, "Shipping to a shop"), collected from the sources
 * the integrator docs are generated from: the registry's hooks with their wake strategies and their
 * schemas' attributes (registry-docs.ts), the declarations of the public events and actions
 * (dist/storefront-events.d.ts), the Theming section's custom properties, classes and states, and the message keys a page overrides
 * (shared/messages/catalogue.ts), and the page attributes of the speculation rules (speculation-rules.ts).
 * docs/public-surface.json holds it,
 * stamped with the version it describes (gen-public-surface.ts); public-surface.test.ts holds the
 * code, the file, package.json and CHANGELOG.md to the versioning rule.
 */
import { fileURLToPath } from 'node:url';
import { registry, type IslandName } from '../islands/registry';
import { registryDocs } from '../islands/registry-docs';
import { catalogue } from '../shared/messages/catalogue';
import { placeholdersOf } from '../shared/messages/overrides';
import { attributeName } from '../islands/runtime/schema';
import { SPECULATION_ATTRIBUTES } from '../islands/runtime/speculation-rules';
import { readDeclarations } from './surface-declarations';
import { attributeLeaf, type Surface } from './surface-diff';
import { CUSTOM_PROPERTIES, THEMING_GROUPS } from './theming';

export const SURFACE_FILE = fileURLToPath(new URL('../docs/public-surface.json', import.meta.url));
const EVENT_TYPES = 'shared/events/types.ts';

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

function hooks(): Surface {
  return Object.fromEntries(
    Object.entries(registry).map(([name, { wake }]) => [
      name,
      { wake, attributes: Object.fromEntries(Object.entries(registryDocs[name as IslandName].schema).map(([key, attr]) => [attributeName(key), attributeLeaf(attr.kind, attr.fallback)])) },
    ]),
  );
}

/** Each message key, as an override must match it: text or plural forms, and its placeholders. */
const messages = (): Surface =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, entry]) => {
      const names = [...placeholdersOf(typeof entry === 'string' ? entry : entry.other)].sort().map((name) => `{${name}}`);
      return [key, [typeof entry === 'string' ? 'text' : 'plural forms', ...names].join(' ')];
    }),
  );

export function collectSurface(): Surface {
  const { types, global } = readDeclarations(fileURLToPath(new URL(`../${EVENT_TYPES}`, import.meta.url)));
  return {
    hooks: hooks(),
    types,
    global,
    // The others in the list are the carousels' own, documented as not for themes.
    customProperties: sorted(CUSTOM_PROPERTIES.map(({ name }) => name).filter((name) => name.startsWith('--sf-'))),
    classesAndStates: sorted(THEMING_GROUPS.flatMap(({ rows }) => rows.map(({ name }) => name))),
    messages: messages(),
    // What a theme writes on its links and <body> for the next pages fetched ahead (issue 39).
    pageAttributes: Object.fromEntries(Object.entries(SPECULATION_ATTRIBUTES).map(([name, { where }]) => [name, where])),
  };
}
