/**
 * What is wrong with a hook boot left inert, in words an integrator can act on. Fetched only for such
 * a hook (an unknown name when boot finds it, unusable attributes when its island's chunk arrives):
 * boot stays within its 3 KB by carrying no message text, and a page without mistakes never loads
 * this. Imports no React (build.mjs builds it apart from the islands).
 */
import { nearestName } from './nearest-name';
import { attributeName, attributeValue, type Attr, type Schema } from './schema';
import type { HookDefinition } from './types';

/** An HTML id is at least one character and holds no whitespace. */
const WELL_FORMED_ID = /^[^\s]+$/;

function attributeProblem(key: string, raw: string | undefined, spec: Attr<unknown>): string {
  const name = attributeName(key);
  if (raw === undefined) return `${name} is missing`;
  if (spec.kind === 'element-id' && WELL_FORMED_ID.test(raw)) return `${name}="${raw}": no element #${raw} on the page`;
  return `${name}="${raw}" is not a valid ${spec.kind}`;
}

/** Every attribute of the hook the island cannot use, each named with what is wrong with it. */
export function attributeProblems(schema: Schema, element: HTMLElement): string[] {
  return Object.entries(schema).flatMap(([key, spec]) => {
    const raw = element.dataset[key];
    return attributeValue(spec, raw) === undefined ? [attributeProblem(key, raw, spec)] : [];
  });
}

export function badAttributes(schema: Schema, element: HTMLElement): string {
  return `bad attributes, island left inert: ${attributeProblems(schema, element).join('; ')}`;
}

/** `data-island` names no island: the nearest known name, when one is near, then all of them. */
export function unknownIsland(name: string, known: readonly string[]): string {
  const near = nearestName(name, known);
  return `unknown island; ${near ? `did you mean "${near}"? ` : ''}known: ${known.join(', ')}`;
}

/**
 * What left `element` inert: given the `schema` of its island (found when the island's chunk loaded),
 * the attributes that schema cannot use; without one, its `data-island` names no island of `registry`.
 */
export function explainHook(element: HTMLElement, registry: Record<string, HookDefinition>, schema?: Schema): string {
  return schema ? badAttributes(schema, element) : unknownIsland(element.dataset.island!, Object.keys(registry));
}
