/**
 * The public surface of shared/events/types.ts, the file the build emits as dist/storefront-events.d.ts:
 * every interface and type alias it declares (the `storefront:*` events by name with their detail
 * types in StorefrontEvents, `window.storefront`'s actions in StorefrontActions) and its `declare
 * global` block, each member with its type as text. Read with TypeScript's own parser, so the surface
 * is what a theme compiles against, not a list kept by hand.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { SurfaceTree } from './surface-diff';

type Members = Record<string, SurfaceTree>;

const printer = ts.createPrinter({ removeComments: true });

/** A node as one line of TypeScript, whatever its layout or comments in the source. */
const text = (node: ts.Node, file: ts.SourceFile) => printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/\s+/g, ' ');

/** `name`, `name?`, `'storefront:cart'` → `storefront:cart`. */
function memberName(member: ts.TypeElement, file: ts.SourceFile): string {
  const name = member.name;
  if (!name) throw new Error(`${file.fileName}: a member without a name, "${text(member, file)}", is not read into the public surface`);
  const plain = ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : text(name, file);
  return member.questionToken ? `${plain}?` : plain;
}

/** A member's type; an object type written in place is read member by member, so a field added to it is an addition. */
function memberType(member: ts.TypeElement, file: ts.SourceFile): SurfaceTree {
  if (ts.isPropertySignature(member) && member.type) {
    const readonly = member.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ReadonlyKeyword) ? '(readonly) ' : '';
    return ts.isTypeLiteralNode(member.type) && !readonly ? members(member.type.members, file) : readonly + text(member.type, file);
  }
  if (ts.isMethodSignature(member) && member.type) {
    return `(${member.parameters.map((parameter) => text(parameter, file)).join(', ')}) => ${text(member.type, file)}`;
  }
  throw new Error(`${file.fileName}: "${text(member, file)}" is a kind of member the public surface does not read yet`);
}

function members(elements: ts.NodeArray<ts.TypeElement>, file: ts.SourceFile): Members {
  return Object.fromEntries(elements.map((member) => [memberName(member, file), memberType(member, file)]));
}

function interfaceTree(declaration: ts.InterfaceDeclaration, file: ts.SourceFile): Members {
  const heritage = declaration.heritageClauses?.flatMap((clause) => clause.types.map((type) => text(type, file))) ?? [];
  return { ...(heritage.length ? { '(extends)': heritage.join(', ') } : {}), ...members(declaration.members, file) };
}

/** Every interface and type alias of the statements, by name. */
function declarations(statements: ts.NodeArray<ts.Statement>, file: ts.SourceFile, global: Members): Members {
  const found: Members = {};
  for (const statement of statements) {
    if (ts.isInterfaceDeclaration(statement)) found[statement.name.text] = interfaceTree(statement, file);
    else if (ts.isTypeAliasDeclaration(statement)) {
      found[statement.name.text] = ts.isTypeLiteralNode(statement.type) ? members(statement.type.members, file) : text(statement.type, file);
    } else if (ts.isModuleDeclaration(statement) && statement.name.text === 'global' && statement.body && ts.isModuleBlock(statement.body)) {
      Object.assign(global, declarations(statement.body.statements, file, global));
    } else {
      // A value here would ship in no script: the file is types only, emitted as a .d.ts.
      throw new Error(`${file.fileName}: "${text(statement, file).slice(0, 80)}" is neither an interface, a type nor the global block`);
    }
  }
  return found;
}

export interface DeclarationsSurface {
  /** Each interface and type alias by name. */
  types: Members;
  /** What the `declare global` block adds to the DOM's own types (`Window.storefront`, the event map). */
  global: Members;
}

/** The surface of a declarations source; `fileName` names it in what a refusal says. */
export function declarationsSurface(source: string, fileName: string): DeclarationsSurface {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const global: Members = {};
  const types = declarations(file.statements, file, global);
  return { types, global };
}

export const readDeclarations = (path: string): DeclarationsSurface => declarationsSurface(readFileSync(path, 'utf8'), path);
