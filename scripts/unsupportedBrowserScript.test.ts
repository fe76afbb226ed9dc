// The unsupported-browser fallback (scripts/unsupportedBrowserScript.ts) runs in every browser and must parse in an
// ES5 engine (IE 11 and the browsers before ES modules): every node of its syntax tree (Vite's own parser, ESTree)
// is checked against ES5's grammar. acorn, which could parse as ES5 directly, is not among the project's packages;
// TypeScript 7 has no JS parser API.
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_BROWSER_COPY } from '../content/browserSupport';
import { unsupportedBrowserScript } from './unsupportedBrowserScript';

/** The ESTree node types of ES5 (ECMA-262 5.1); each is further checked below for what later editions added. */
const ES5_NODES = new Set([
  'Program',
  'ExpressionStatement',
  'BlockStatement',
  'EmptyStatement',
  'ReturnStatement',
  'LabeledStatement',
  'BreakStatement',
  'ContinueStatement',
  'IfStatement',
  'SwitchStatement',
  'SwitchCase',
  'ThrowStatement',
  'TryStatement',
  'CatchClause',
  'WhileStatement',
  'DoWhileStatement',
  'ForStatement',
  'ForInStatement',
  'FunctionDeclaration',
  'FunctionExpression',
  'VariableDeclaration',
  'VariableDeclarator',
  'ThisExpression',
  'ArrayExpression',
  'ObjectExpression',
  'Property',
  'UnaryExpression',
  'UpdateExpression',
  'BinaryExpression',
  'AssignmentExpression',
  'LogicalExpression',
  'MemberExpression',
  'ConditionalExpression',
  'CallExpression',
  'NewExpression',
  'SequenceExpression',
  'Identifier',
  'Literal',
]);
const ES5_ASSIGNMENTS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '>>>=', '&=', '|=', '^=']);

interface Node {
  type: string;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Why a node is not ES5, or undefined when it is. */
function laterSyntax(node: Node): string | undefined {
  if (!ES5_NODES.has(node.type)) return node.type;
  if (node.type === 'VariableDeclaration' && node.kind !== 'var') return `${node.kind} declaration`;
  if (node.type === 'Property' && (node.shorthand || node.computed || node.method)) return 'ES2015 property';
  if ((node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') && (node.async || node.generator))
    return 'async or generator function';
  if (
    (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') &&
    !(node.params as Node[]).every((param) => param.type === 'Identifier')
  )
    return 'default, rest or destructured parameter';
  if (node.type === 'BinaryExpression' && node.operator === '**') return '**';
  if (node.type === 'LogicalExpression' && node.operator === '??') return '??';
  if (node.type === 'AssignmentExpression' && !ES5_ASSIGNMENTS.has(node.operator as string)) return `${node.operator}`;
  if ((node.type === 'MemberExpression' || node.type === 'CallExpression') && node.optional) return '?.';
  if (node.type === 'Literal' && node.regex && /[^gim]/.test((node.regex as { flags: string }).flags))
    return 'regex flag';
  if (node.type === 'Literal' && node.bigint !== undefined) return 'bigint';
  if (node.type === 'Literal' && typeof node.value === 'number' && /^0[bo]|_/i.test(String(node.raw))) return 'number';
  return undefined;
}

/** What in `source` is not ES5 ([] when the whole script is); a script that does not parse at all is an offence. */
function notEs5(source: string): string[] {
  let program: unknown;
  try {
    program = parseAst(source);
  } catch (error) {
    return [`syntax error: ${(error as Error).message}`];
  }
  const offences: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const why = laterSyntax(value);
    if (why) offences.push(why);
    for (const [key, child] of Object.entries(value)) if (key !== 'regex') visit(child);
  };
  visit(program);
  return offences;
}

describe('the unsupported-browser fallback (issue 15: browsers that cannot run the app)', () => {
  const script = unsupportedBrowserScript();

  it('parses as ES5: no syntax of ES2015 or later', () => {
    expect(notEs5(script)).toEqual([]);
  });

  it('the ES5 check refuses what an ES5 engine cannot parse (so the test above means something)', () => {
    for (const later of [
      'const a = 1;',
      'let a = 1;',
      'var f = () => 1;',
      'var s = `x`;',
      'var o = { a };',
      'var o = { [k]: 1 };',
      'var a = b ?? c;',
      'var a = b?.c;',
      'var a = 2 ** 3;',
      'for (var x of y) {}',
      'function f(a = 1) {}',
      'function f(...a) {}',
      'var { a } = b;',
      'class A {}',
      'var r = /a/u;',
      'var n = 0b11;',
      'var n = 1_000;',
      'var n = 1n;',
      'async function f() {}',
      'function* g() {}',
      'var o = { m() {} };',
      'a ||= b;',
    ]) {
      expect(notEs5(later), later).not.toEqual([]);
    }
    expect(notEs5('var a = { b: [1, 2], c: function (d) { return d in this ? typeof d : void 0; } };')).toEqual([]);
  });

  it('shows the same copy as the module check: the title, the upgrade message and the minimum versions', () => {
    for (const text of [
      UNSUPPORTED_BROWSER_COPY.title,
      UNSUPPORTED_BROWSER_COPY.upgrade,
      UNSUPPORTED_BROWSER_COPY.supported,
      UNSUPPORTED_BROWSER_COPY.call,
    ]) {
      expect(script).toContain(JSON.stringify(text));
    }
    expect(UNSUPPORTED_BROWSER_COPY.supported).toBe(
      'Chrome 39, Safari 8, Internet Explorer 11, Edge 12, Firefox 33, Opera 38',
    );
  });

  it('stays tiny', () => {
    expect(script.length).toBeLessThan(2048);
  });
});
