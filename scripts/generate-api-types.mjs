// The web app's API types come from the server's own OpenAPI document:
//   npm run api:generate   builds the app (in-memory PGlite), writes
//                          packages/api-types/openapi.json and src/openapi.ts
//   npm run api:check      generates the same into a temp folder and fails when the
//                          committed files differ (CI, `npm test`)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import ts from 'typescript';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = path.join(root, 'packages/api-types');
const targets = {
  document: path.join(packageDir, 'openapi.json'),
  types: path.join(packageDir, 'src/openapi.ts'),
};
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function serverDocument() {
  const { openApiDocument } = await tsImport(
    path.join(root, 'apps/server/src/openapi-document.ts'),
    import.meta.url,
  );
  return openApiDocument();
}

const sortedKeys = (object) =>
  Object.fromEntries(Object.entries(object ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Paths and schemas sorted, so moving a route between files does not change the document. */
function stable(document) {
  const paths = sortedKeys(document.paths);
  const components = { ...document.components, schemas: sortedKeys(document.components?.schemas) };
  return { ...document, paths, components };
}

async function format(text, file) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

async function generate() {
  const document = stable(await serverDocument());
  const json = await format(JSON.stringify(document), targets.document);
  const ast = await openapiTS(structuredClone(document), {
    alphabetize: false,
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    silent: true,
    // A file of a multipart body is what the browser sends (a File is a Blob), not a string.
    transform: (schema) =>
      schema.format === 'binary'
        ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
        : undefined,
  });
  const banner =
    "// Generated from the server's OpenAPI document by `npm run api:generate`. Do not edit.\n\n";
  const types = await format(banner + astToString(ast), targets.types);
  return { document, files: { [targets.document]: json, [targets.types]: types } };
}

/** "GET /api/movies" for every operation of a document. */
function operations(document) {
  return Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${route}`),
  );
}

function readOrNull(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

async function check() {
  const { document, files } = await generate();
  // The fresh generation goes to a temp folder, so it can be compared by hand too.
  const scratch = mkdtempSync(path.join(tmpdir(), 'nzbkino-api-types-'));
  const stale = [];
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(scratch, path.basename(file)), content);
    if (readOrNull(file) !== content) stale.push(path.relative(root, file));
  }
  if (stale.length === 0) {
    rmSync(scratch, { recursive: true, force: true });
    console.log('API-Typen sind aktuell (packages/api-types).');
    return;
  }
  console.error(`API-Typen veraltet: ${stale.join(', ')} weicht von der Server-Generierung ab.`);
  const committed = JSON.parse(readOrNull(targets.document) ?? '{"paths":{}}');
  const before = new Set(operations(committed));
  const after = new Set(operations(document));
  for (const op of after) if (!before.has(op)) console.error(`  nur im Server:  ${op}`);
  for (const op of before) if (!after.has(op)) console.error(`  nur im Vertrag: ${op}`);
  console.error(`Frisch generiert in ${scratch}`);
  console.error('Bitte `npm run api:generate` ausführen und das Ergebnis committen.');
  process.exitCode = 1;
}

if (process.argv.includes('--check')) {
  await check();
} else {
  const { files } = await generate();
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(file, content);
    console.log(`geschrieben: ${path.relative(root, file)}`);
  }
}
