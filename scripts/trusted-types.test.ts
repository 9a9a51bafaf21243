/**
 * The Trusted Types policies our shipped code creates are exactly the ones the documented headers
 * (shared/csp-policies.ts, docs/security.md) allow for it: found in a fresh build, in the names the
 * browser will see. A policy created but not listed would be refused on every page of a shop that
 * follows the docs; one listed but never created is a hole left open for nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedBuild } from './shipped-build';
import { CAPTCHA_TRUSTED_TYPES_POLICIES } from '../shared/captcha/provider';
import { CSP_WITH_CAPTCHA, CSP_WITHOUT_CAPTCHA, DOCUMENTED_CSP, NONCE_PLACEHOLDER, OUR_TRUSTED_TYPES_POLICIES, cspWithNonce } from '../shared/csp-policies';

/** The policy names a header's `trusted-types` directive allows. */
function trustedTypesOf(header: string): string[] {
  const directive = header.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'trusted-types');
  return directive ? directive.slice(1) : [];
}

/** What a `.createPolicy(…)` call in a shipped file creates: its name, or why the name cannot be told. */
type Found = { file: string; name: string } | { file: string; problem: string };

/**
 * Every `.createPolicy(name, …)` call in a built file. The minifier may hoist the name into a variable,
 * so an identifier is followed to its declaration (TypeScript's checker keeps minified scopes apart).
 */
function policiesCreatedIn(path: string, file: string): Found[] {
  const program = ts.createProgram([path], { allowJs: true, noLib: true, noResolve: true, types: [] });
  const checker = program.getTypeChecker();
  const found: Found[] = [];
  const nameOf = (argument: ts.Expression | undefined): string | undefined => {
    if (argument && ts.isStringLiteralLike(argument)) return argument.text;
    const declaration = argument && ts.isIdentifier(argument) ? checker.getSymbolAtLocation(argument)?.valueDeclaration : undefined;
    return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? nameOf(declaration.initializer) : undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'createPolicy') {
      const name = nameOf(node.arguments[0]);
      found.push(name === undefined ? { file, problem: `cannot tell the name of ${node.getText().slice(0, 80)}` } : { file, name });
    }
    ts.forEachChild(node, visit);
  };
  visit(program.getSourceFile(path)!);
  return found;
}

let created: Found[];
let mentions: number;

beforeAll(async () => {
  const { dir: outdir, manifest } = await shippedBuild();
  const files = manifest.chunks.map((chunk: { file: string }) => chunk.file).filter((file: string) => readFileSync(join(outdir, file), 'utf8').includes('createPolicy'));
  created = files.flatMap((file: string) => policiesCreatedIn(join(outdir, file), file));
  // A policy created some other way (t["createPolicy"](…)) would be a mention without a call found.
  mentions = files.reduce((sum: number, file: string) => sum + readFileSync(join(outdir, file), 'utf8').split('createPolicy').length - 1, 0);
}, 60_000);

describe('Trusted Types policies', () => {
  it('finds every createPolicy call of the shipped code, and the name each one creates', () => {
    expect(created.length).toBe(mentions);
    expect(created.filter((found) => 'problem' in found)).toEqual([]);
  });

  it('creates exactly the policies the code says are ours, each in one place', () => {
    const names = created.flatMap((found) => ('name' in found ? [found.name] : []));
    expect(names.sort()).toEqual([...OUR_TRUSTED_TYPES_POLICIES].sort());
  });

  // reCAPTCHA's own policy (goog#html) is not in our build: it is listed from Google's code and docs
  // (CAPTCHA_TRUSTED_TYPES_POLICIES), so it is set apart here, and only the headers with the captcha list it.
  it('lists in every documented header the policies our code creates, and besides them only reCAPTCHA’s where the captcha is allowed', () => {
    const ours = [...OUR_TRUSTED_TYPES_POLICIES].sort();
    expect(DOCUMENTED_CSP).toHaveLength(3);
    for (const header of DOCUMENTED_CSP) {
      const listed = trustedTypesOf(header);
      expect(listed.filter((name) => !(CAPTCHA_TRUSTED_TYPES_POLICIES as readonly string[]).includes(name)).sort(), header).toEqual(ours);
    }
    expect(trustedTypesOf(CSP_WITHOUT_CAPTCHA)).toEqual(ours);
    for (const header of [CSP_WITH_CAPTCHA, cspWithNonce(NONCE_PLACEHOLDER)]) expect(trustedTypesOf(header)).toEqual(expect.arrayContaining([...CAPTCHA_TRUSTED_TYPES_POLICIES]));
  });
});
