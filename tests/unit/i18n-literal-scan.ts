import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds user-facing English written into the portal's source instead of its catalogues
 * (messages/*.json): JSX text, prose in JSX attributes, sentences in string literals (zod messages,
 * constants, toasts), and the values of properties that name what a customer reads.
 */

const ROOT = join(import.meta.dirname, '../..');
const DIRS = ['app', 'components', 'features', 'lib'];
/** Properties whose values a customer reads, even when one word ('Close', 'Submit'). */
const READ_KEYS = new Set(['label', 'title', 'heading', 'text', 'message', 'description', 'error', 'hint', 'placeholder', 'alt']);
/** Properties and calls that name things for operators and analytics, never shown. */
const INTERNAL_KEYS = new Set(['actionName', 'menuName', 'displayPage', 'eventName', 'pageName', 'page', 'event', 'cta']);
const INTERNAL_CALLS = /^(log\.\w+|console\.\w+|logFailure|describe|it|test|expect|trackEvent|track|Symbol|require)$/;
const PROSE = /^[A-Z][\p{L}'’]*(?:[\s\u00a0]+[^\s]+)+$/u;
const HAS_WORD = /\p{L}{2,}/u;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  return call.expression.getText();
}

/** Whether a literal sits where only operators, analytics or the machine read it. */
function isInternal(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p)) return true;
    if (ts.isNewExpression(p) && /Error$/.test(calleeName(p))) return true;
    if (ts.isCallExpression(p) && INTERNAL_CALLS.test(calleeName(p))) return true;
    if (ts.isPropertyAssignment(p) && INTERNAL_KEYS.has(p.name.getText().replace(/['"]/g, ''))) return true;
    if (ts.isJsxAttribute(p) && ['className', 'track', 'data-track', 'href', 'id'].includes(p.name.getText())) return true;
    if (ts.isFunctionLike(p) || ts.isSourceFile(p)) return false;
  }
  return false;
}

function scanFile(path: string): Finding[] {
  const text = readFileSync(path, 'utf8');
  const sf = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const lines = text.split('\n');
  const add = (node: ts.Node, literal: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line;
    // `i18n-ignore` on the line or the one above: text for operators, or a name (brand, plan) kept as it is.
    if (/i18n-ignore/.test(`${lines[line - 1] ?? ''}${lines[line]}`)) return;
    found.push({ file: relative(ROOT, path), line: line + 1, text: literal.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (HAS_WORD.test(node.text)) add(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const value = node.text.trim();
      const key = ts.isPropertyAssignment(node.parent) ? node.parent.name.getText().replace(/['"]/g, '') : null;
      const jsxAttr = ts.isJsxAttribute(node.parent) ? node.parent.name.getText() : null;
      const named = (key && READ_KEYS.has(key)) || (jsxAttr && (READ_KEYS.has(jsxAttr) || jsxAttr.startsWith('aria-')));
      if (!isInternal(node) && HAS_WORD.test(value) && (PROSE.test(value) || (named && /^\p{Lu}/u.test(value)))) add(node, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

export function scanForLiterals(): Finding[] {
  return DIRS.flatMap((d) => sourceFiles(join(ROOT, d))).flatMap(scanFile);
}
