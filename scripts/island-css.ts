/**
 * What the islands' stylesheets name, read from the files themselves: the custom properties they define and read,
 * the classes and attributes their selectors name. The "Theming" section of docs/hooks.md is checked against it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The files under islands/ and shared/ that `keep` keeps, as paths from the project root. */
export function islandFiles(keep: (file: string) => boolean): string[] {
  return ['islands', 'shared']
    .flatMap((folder) => readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
    .filter(keep)
    .sort();
}

/** Every stylesheet bundled into /dist/storefront.css from our own folders (third-party CSS is imported from node_modules). */
export const islandCssFiles = (): string[] => islandFiles((file) => file.endsWith('.css'));

export const readSource = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

interface CssRule {
  selector: string;
  declarations: string;
}

/** The style rules of a stylesheet, those inside @media and @supports included; @-rule preludes and keyframe steps are not selectors. */
export function cssRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const open: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      open.push(text.slice(start, i).trim());
      start = i + 1;
    } else if (char === '}') {
      const prelude = open.pop() ?? '';
      const keyframes = open.some((outer) => outer.startsWith('@keyframes'));
      if (!prelude.startsWith('@') && !keyframes) rules.push({ selector: prelude, declarations: text.slice(start, i) });
      start = i + 1;
    } else if (char === ';' && open.length === 0) {
      // An at-statement outside any rule (`@import …;`) is not the start of the next selector.
      start = i + 1;
    }
  }
  return rules;
}

/** Drops quoted attribute values, whose text is not a class or an attribute name. */
const unquoted = (selector: string): string => selector.replace(/'[^']*'|"[^"]*"/g, '""');

export const classesIn = (selector: string): string[] => [...unquoted(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);

export const attributesIn = (selector: string): string[] => [...unquoted(selector).matchAll(/\[\s*([\w-]+)/g)].map((m) => m[1]!);

/** Where a custom property gets a value: the selector and the value. */
export interface Definition {
  selector: string;
  value: string;
  file: string;
}

export interface IslandCss {
  classes: Set<string>;
  attributes: Set<string>;
  /** Custom properties given a value, by name. */
  defined: Map<string, Definition[]>;
  /** Custom properties read with var(). */
  read: Set<string>;
}

export function islandCss(files: string[] = islandCssFiles()): IslandCss {
  const css: IslandCss = { classes: new Set(), attributes: new Set(), defined: new Map(), read: new Set() };
  for (const file of files) {
    for (const { selector, declarations } of cssRules(readSource(file))) {
      for (const name of classesIn(selector)) css.classes.add(name);
      for (const name of attributesIn(selector)) css.attributes.add(name);
      for (const [, name, value] of declarations.matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)) {
        css.defined.set(name!, [...(css.defined.get(name!) ?? []), { selector, value: value!.trim(), file }]);
      }
      for (const [, name] of declarations.matchAll(/var\(\s*(--[\w-]+)/g)) css.read.add(name!);
    }
  }
  return css;
}
