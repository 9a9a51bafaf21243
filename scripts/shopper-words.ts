/**
 * Finds words a shopper would see or hear written in the islands' code instead of the message
 * catalogue (shared/messages/catalogue.ts): JSX text, the value of an attribute a shopper perceives
 * (`aria-label`, `title`, `alt`, …), and any other string that reads as Polish: a Polish letter, a
 * phrase with no English word in it, or a capitalised word. Text for developers (console lines,
 * `report`, errors, thrown or built for a log line, all in English) is left alone.
 */
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface ShopperWords {
  file: string;
  line: number;
  text: string;
}

const SHOPPER_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'title', 'alt', 'placeholder', 'label']);
/** Calls whose strings are for developers. */
const DEVELOPER_CALL = /\breport\w*|console\.\w+|Error$|\bwarn\w*|\bexplain\w*|\bdescribe\w*|\bassert\w*/;
/** English words that never make Polish text: a string holding one is a developer's line. */
const ENGLISH = new Set(['the', 'is', 'are', 'was', 'be', 'of', 'not', 'no', 'will', 'must', 'with', 'got', 'expected', 'after', 'it', 'its', 'has', 'have', 'which', 'for', 'and', 'or', 'an', 'by', 'from', 'than', 'this', 'that', 'did', 'does', 'when', 'into', 'as', 'at', 'in', 'until', 'before']);
/** Key names a keyboard handler compares with, and a cookie's SameSite values. */
const KEYS = new Set(['Lax', 'Strict', 'None', 'Enter', 'Escape', 'Home', 'End', 'Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Space']);
const POLISH_LETTER = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const CLASS_LIST = /^[a-z0-9_-]+( [a-z0-9_-]+)*$/;
/** Selectors, markup, media queries and SVG paths: a shopper's words hold none of these. */
const CODE = /[[\]{}<>=#]|^[(.]|^M\d|:scope/;
/** `ul, ol`: a selector list. */
const NAME_LIST = /^[\w-]+(, [\w-]+)+$/;
/** Files whose every string is for developers: the runtime's log lines, the server calls' and actions' error texts. */
const FOR_DEVELOPERS = [/^islands\/runtime\//, /^shared\/api\//, /^islands\/storefront-actions\/arguments\.ts$/];

function readsAsWords(text: string): boolean {
  if (POLISH_LETTER.test(text)) return true;
  if (CODE.test(text) || NAME_LIST.test(text.trim())) return false;
  const words = text.match(/\p{L}+/gu) ?? [];
  if (words.some((word) => ENGLISH.has(word.toLowerCase()))) return false;
  if (words.filter((word) => word.length >= 2).length >= 2) return /\s/.test(text.trim()) && !(CLASS_LIST.test(text.trim()) && /[-_]/.test(text));
  return /^[A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]{2,}…?$/u.test(text.trim()) && !KEYS.has(text.trim());
}

function forDevelopers(node: ts.Node, source: ts.SourceFile): boolean {
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isThrowStatement(at) || ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && DEVELOPER_CALL.test(at.expression.getText(source))) return true;
  }
  return false;
}

/** The attribute a string is the value of, if any: `label="…"` or `label={'…'}`. */
function attributeOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const holder = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent;
  return holder && ts.isJsxAttribute(holder) ? holder.name.getText(source) : undefined;
}

/** A string's text, a template's parts joined by spaces. */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return undefined;
}

export function shopperWordsIn(file: string, code: string): ShopperWords[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ShopperWords[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isJsxText(node)) text = /\p{L}/u.test(node.text) ? node.text.trim() : undefined;
    else {
      const literal = textOf(node);
      if (literal !== undefined && /\p{L}/u.test(literal)) {
        const attribute = attributeOf(node, source);
        if (attribute ? SHOPPER_ATTRIBUTES.has(attribute) : readsAsWords(literal) && !forDevelopers(node, source)) text = literal;
      }
    }
    if (text !== undefined) found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The islands' and shared code's own files: not tests, declarations, docs, or the catalogue itself. */
export function shippedSources(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$|^docs\.ts$|^registry-docs\.ts$/.test(name)) files.push(relative(root, path));
    }
  };
  for (const dir of ['islands', 'shared']) walk(join(root, dir));
  return files.filter((file) => file !== join('shared', 'messages', 'catalogue.ts') && !FOR_DEVELOPERS.some((pattern) => pattern.test(file.replaceAll('\\', '/'))));
}

export const shopperWordsOutsideCatalogue = (root: string): ShopperWords[] => shippedSources(root).flatMap((file) => shopperWordsIn(file, readFileSync(join(root, file), 'utf8')));
