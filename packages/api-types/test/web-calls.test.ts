import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every request the web app can make, read from its source, checked against the
// server's committed OpenAPI document: a route renamed on one side only fails here
// (and in the type-check, and in `npm run api:check` when the server side moved).

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '../../../apps/web/src');
const document = JSON.parse(readFileSync(path.resolve(here, '../openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

const CLIENT_METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
const CLIENT_FILE = 'lib/api-client.ts';

interface Call {
  where: string;
  method: string;
  /** The document path ('/api/movies/{slugOrId}') or, for addresses built by hand, a pattern ('/api/imgproxy/*'). */
  path: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A literal path, or a template whose substitutions stand for one path segment each; the query is cut off. */
function literalPath(node: ts.Node): string | null {
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node)) {
    text = node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
  } else return null;
  return text.split('?')[0] ?? '';
}

function scan(file: string) {
  const relative = path.relative(webSrc, file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const calls: Call[] = [];
  const bypasses: string[] = [];
  const where = (node: ts.Node) =>
    `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first] = node.arguments;
      // api.GET('/api/…', …): the typed client.
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'api'
      ) {
        const method = callee.name.text;
        const target = first ? literalPath(first) : null;
        if (!CLIENT_METHODS.has(method) || target === null || target.includes('*')) {
          bypasses.push(`${where(node)}: api.${method} without a literal document path`);
        } else calls.push({ where: where(node), method, path: target });
      }
      // apiUrl('/imgproxy/…'): an address under the API base that the browser loads itself.
      if (ts.isIdentifier(callee) && callee.text === 'apiUrl' && first) {
        const target = literalPath(first);
        if (target !== null) calls.push({ where: where(node), method: 'GET', path: `/api${target}` });
      }
      // Only the client itself may talk to the network.
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (name === 'fetch' && relative !== CLIENT_FILE) bypasses.push(`${where(node)}: fetch()`);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      if (['XMLHttpRequest', 'EventSource', 'WebSocket'].includes(node.expression.text)) {
        bypasses.push(`${where(node)}: new ${node.expression.text}`);
      }
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.moduleSpecifier.text === 'openapi-fetch' && relative !== CLIENT_FILE) {
        bypasses.push(`${where(node)}: a second openapi-fetch client`);
      }
    }
    // `/api/…${x}…` built by hand (image addresses): one GET each.
    if (ts.isTemplateExpression(node) && node.head.text.startsWith('/api/')) {
      calls.push({ where: where(node), method: 'GET', path: literalPath(node) ?? '' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { calls, bypasses };
}

const scanned = sourceFiles(webSrc).map(scan);
const calls = scanned.flatMap((file) => file.calls);

function documentHas({ method, path: target }: Call): boolean {
  const operations = (route: string) => document.paths[route]?.[method.toLowerCase()] !== undefined;
  if (!target.includes('*')) return operations(target);
  const pattern = new RegExp(`^${target.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
  return Object.keys(document.paths).some(
    (route) => pattern.test(route.replace(/\{\w+\}/g, 'x')) && operations(route),
  );
}

describe('the web app calls only routes the server has', () => {
  it('finds the calls of every feature (the scan is not empty)', () => {
    const routes = new Set(calls.map((call) => `${call.method} ${call.path}`));
    expect(calls.length).toBeGreaterThanOrEqual(30);
    expect(routes.size).toBeGreaterThanOrEqual(25);
    for (const known of [
      'GET /api/stats',
      'POST /api/auth/login',
      'GET /api/movies/{slugOrId}',
      'GET /api/imgproxy/optimize',
    ]) {
      expect(routes).toContain(known);
    }
  });

  it('finds every path and method in the OpenAPI document', () => {
    const missing = calls
      .filter((call) => !documentHas(call))
      .map((c) => `${c.where}: ${c.method} ${c.path}`);
    expect(missing).toEqual([]);
  });

  it('goes through the typed client only', () => {
    expect(scanned.flatMap((file) => file.bypasses)).toEqual([]);
  });
});
