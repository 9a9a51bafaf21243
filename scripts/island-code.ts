/**
 * The classes the islands' code renders or reads, found in its text: what a className, a classList call or a
 * `…_CLASS` constant names, and the classes of the selectors handed to querySelector, closest or matches.
 */
import { classesIn, islandFiles, readSource } from './island-css';

/**
 * Not code that runs on a page: tests, the docs' example markup (test doubles live in test-support/, outside
 * these folders) and the example islands of docs/hooks.md, which are in no registry and no build.
 */
const NOT_SHIPPED = /\.test\.tsx?$|(^|\/)docs\.ts$|registry-docs\.ts$|^islands\/example-/;

export const islandCodeFiles = (): string[] => islandFiles((file) => /\.tsx?$/.test(file) && !NOT_SHIPPED.test(file));

/** The texts of the string and template literals in a piece of code (a template's `${…}` parts left out). */
export const literalsIn = (code: string): string[] =>
  [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => (m[1] ?? m[2] ?? m[3]!.replace(/\$\{[^}]*\}/g, ' ')));

const CLASS_NAME = /^-?[_a-zA-Z][\w-]*$/;

const namesIn = (code: string): string[] => literalsIn(code).flatMap((text) => text.split(/\s+/).filter((word) => CLASS_NAME.test(word)));

/** Where code sets a class: the code that holds its names. */
const RENDERING = [
  /className=\{([^\n]*?)\}(?=[\s/>])/g, // JSX expression
  /className=("[^"]*")/g, // JSX string
  /className\s*[:=]\s*('[^'\n]*')/g, // `element.className = '…'`, `{ className: '…' }`
  /classList\.(?:add|toggle|remove)\(\s*('[^'\n]*'(?:\s*,\s*'[^'\n]*')*)/g, // the leading names, not toggle's condition
  /[A-Z_]*CLASS\s*=\s*('[^'\n]*')/g, // `const MESSAGE_CLASS = '…'`
  /useHostProps\(\{[^\n]*?classes:\s*\{([^}\n]*)\}/g, // the hook element's classes, the keys of `useHostProps({ classes: { … } })`
];

export function renderedClasses(code: string): string[] {
  return RENDERING.flatMap((pattern) => [...code.matchAll(pattern)].flatMap((m) => namesIn(m[1]!)));
}

export function readClasses(code: string): string[] {
  return [...code.matchAll(/\b(?:querySelector(?:All)?|closest|matches)(?:<[^>]*>)?\(\s*(['"`])(.*?)\1/g)].flatMap((m) => classesIn(m[2]!));
}

/** Every class the islands' code renders or reads, with the files that do. */
export function islandCodeClasses(files: string[] = islandCodeFiles()): Map<string, string[]> {
  const classes = new Map<string, string[]>();
  for (const file of files) {
    const code = readSource(file);
    for (const name of new Set([...renderedClasses(code), ...readClasses(code)])) classes.set(name, [...(classes.get(name) ?? []), file]);
  }
  return classes;
}
