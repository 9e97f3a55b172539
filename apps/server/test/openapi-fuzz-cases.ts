import { generateNzb } from '../src/seed/nzb-factory';

/**
 * The hostile values of the OpenAPI fuzz test and the walk over the OpenAPI
 * document that says where to send them.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
};

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/movies/{slugOrId}. */
  path: string;
  pathParams: OpenApiParameter[];
  query: OpenApiParameter[];
  body: JsonSchema | null;
}

const enc = encodeURIComponent;

/** Query and path values, already in URL form (some deliberately badly encoded). */
export const URL_VALUES: string[] = [
  '',
  'abc',
  '0',
  '-1',
  '1.5',
  '-99999999999999999999999',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  'true',
  'null',
  '%00',
  'a%00b',
  enc('x'.repeat(5000)),
  enc('Ünïcødé 🎬 \u202eRTL 𝔘 ﷽ ａｄｍｉｎ'),
  '%ED%A0%80', // a lone surrogate in UTF-8
  '%FF%FE',
  '%',
  '%ZZ',
  enc("' OR 1=1 --"),
  enc('%_\\'),
  enc('../../../etc/passwd'),
  '..%2F..%2Fetc',
  enc('<script>alert(1)</script>'),
  enc('\u0001\u001f\u007f'),
];

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** JSON values for one body field (wrong types, NUL, huge, negative, unicode, nesting). */
export const JSON_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -1e308,
  1e308,
  2 ** 53 + 1,
  '',
  'a\u0000b',
  'x'.repeat(100_000),
  'Ünïcødé 🎬 \u202eRTL ａｄｍｉｎ',
  '\ud800',
  '\u0001\u001f\u007f',
  [],
  ['a', 1],
  {},
  { a: { b: 'c' } },
  JSON.parse(deep(200)),
];

/** Whole request bodies with their content type, sent to every operation. */
export const RAW_BODIES: [contentType: string, body: string | Buffer][] = [
  ['application/json', ''],
  ['application/json', '{'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"x"'],
  ['application/json', '-1'],
  ['application/json', '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'],
  ['application/json', deep(100_000)],
  ['application/json', '{"a\\u0000":"\\u0000"}'],
  ['application/json', 'x'.repeat(1024 * 1024 + 10)],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'hallo'],
  ['application/x-www-form-urlencoded', 'a=1&a=2'],
  ['multipart/form-data; boundary=x', '--x\r\nfoo'],
  ['multipart/form-data', 'kein boundary'],
];

const NZB = generateNzb({ name: 'Fuzz.Film.2024.1080p.WEB.x264-FUZZ', totalBytes: 1024 ** 3 });

/** Multipart uploads whose parts are well formed but whose file names are hostile. */
export const MULTIPART_BODIES: [contentType: string, body: Buffer][] = [
  'a\u0000b.nzb',
  `${'x'.repeat(5000)}.nzb`,
  'Ünïcødé 🎬.nzb',
  '../../etc/passwd.nzb',
  '.nzb',
  '',
  'with"quote.nfo',
].map((fileName) => {
  const body = Buffer.concat([
    Buffer.from(
      `--x\r\nContent-Disposition: form-data; name="${fileName}"; filename="${fileName}"\r\nContent-Type: application/x-nzb\r\n\r\n`,
    ),
    Buffer.from(NZB),
    Buffer.from('\r\n--x--\r\n'),
  ]);
  return ['multipart/form-data; boundary=x', body];
});

/** Bearer tokens that are not tokens. */
export const BAD_TOKENS = [
  'bnVsbA.a.b',
  'W10.e30.x',
  '...',
  'x'.repeat(10_000),
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`,
];

function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''], doc);
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
}

/** A plausible value for a schema, so one field at a time can be made hostile. */
export function plausible(schema: JsonSchema | undefined, doc: OpenApiDocument): unknown {
  const s = resolve(schema, doc);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([name, property]) => [name, plausible(property, doc)]),
      );
    default:
      if (s.format === 'email') return 'fuzz@example.org';
      return 'Fuzz-Wert_12345'.padEnd(s.minLength ?? 0, 'x');
  }
}

/** The edges a schema names (each enum value, min/max and one beyond), in URL form. */
export function boundaries(schema: JsonSchema | undefined, doc: OpenApiDocument): string[] {
  const s = resolve(schema, doc);
  const values: (string | number)[] = [...(s.enum ?? []).map(String)];
  for (const n of [s.minimum, s.exclusiveMinimum, s.maximum]) {
    if (n !== undefined) values.push(n - 1, n, n + 1);
  }
  for (const n of [s.minLength, s.maxLength]) {
    if (n !== undefined) values.push('x'.repeat(Math.max(0, n - 1)), 'x'.repeat(n), 'x'.repeat(n + 1));
  }
  return values.map((value) => enc(String(value)));
}

/** Every parameter of the query at its highest allowed value (or last enum value) at once. */
export function highestQuery(op: Operation, doc: OpenApiDocument): string {
  return op.query
    .map((p) => `${p.name}=${boundaries(p.schema, doc).at(-2) ?? enc(String(plausible(p.schema, doc)))}`)
    .join('&');
}

/** Every method and path of the document, with what it takes. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: json ? resolve(json, doc) : null,
      };
    }),
  );
}

/** The URL of an operation with path parameters set (raw, URL-form values) and a query string. */
export function urlOf(
  op: Operation,
  doc: OpenApiDocument,
  pathValues: Record<string, string> = {},
  query = '',
): string {
  let url = op.path;
  for (const param of op.pathParams) {
    const value = pathValues[param.name] ?? enc(String(plausible(param.schema, doc)));
    url = url.replace(`{${param.name}}`, value);
  }
  return query ? `${url}?${query}` : url;
}

/** The query of the required parameters with plausible values, plus `extra`. */
export function queryOf(op: Operation, doc: OpenApiDocument, except: string, extra: string): string {
  const required = op.query
    .filter((p) => p.required && p.name !== except)
    .map((p) => `${p.name}=${enc(String(plausible(p.schema, doc)))}`);
  return [...required, extra].filter(Boolean).join('&');
}
