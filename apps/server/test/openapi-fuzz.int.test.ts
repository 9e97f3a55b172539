import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../src/db/schema';
import { bearer } from './auth-helpers';
import { loadCatalogue } from './catalogue-fixture';
import {
  BAD_TOKENS,
  boundaries,
  highestQuery,
  JSON_VALUES,
  MULTIPART_BODIES,
  RAW_BODIES,
  URL_VALUES,
  operationsOf,
  plausible,
  queryOf,
  urlOf,
  type OpenApiDocument,
  type Operation,
} from './openapi-fuzz-cases';
import { createTestApp, type TestApp } from './test-app';
import { testConfig } from '../src/config';
import { startNntpTestServer, type NntpTestServer } from '../src/integrations/nntp/nntp-test-server';
import { startNtfyTestServer, type NtfyTestServer } from '../src/integrations/ntfy/ntfy-test-server';
import {
  startTmdbTestServer,
  TEST_API_KEY,
  type TmdbTestServer,
} from '../src/integrations/tmdb/tmdb-test-server';

/**
 * Walks the server's own OpenAPI document and sends every operation hostile
 * values in each path and query parameter and body field, hostile whole bodies
 * and bad bearer tokens, once as a visitor and once as an administrator (so the
 * guarded handlers run too). No answer may be a 5xx.
 */

let t: TestApp;
let admin: UserRow;
let ntfy: NtfyTestServer;
let tmdb: TmdbTestServer;
let nntp: NntpTestServer;
beforeAll(async () => {
  // The ntfy test message goes to a loopback server that accepts it.
  ntfy = await startNtfyTestServer();
  // The admin's TMDb refresh goes to a loopback TMDb (a fuzzed key it refuses is a 409, not an outage).
  tmdb = await startTmdbTestServer();
  // The indexer's main news server (NNTP_URL, ahead of any the walk adds) is a loopback one that answers.
  nntp = await startNntpTestServer();
  t = await createTestApp({
    indexer: { ...testConfig().indexer, nntpUrl: `nntp://${nntp.host}:${nntp.port}` },
    ntfy: { url: ntfy.url, token: undefined },
    tmdb: { apiKey: TEST_API_KEY, baseUrl: tmdb.baseUrl, imageBaseUrl: tmdb.imageBaseUrl },
  });
  await loadCatalogue(t);
  admin = await t.app.services.users.createAccount({
    username: 'fuzz-admin',
    email: 'fuzz-admin@example.org',
    password: 'Fuzz-Admin-Passwort-1',
    role: 'ADMIN',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await ntfy?.close();
  await tmdb?.close();
  await nntp?.close();
});

interface FuzzRequest {
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** Sent as a visitor only: it replaces the administrator's token. */
  anonymousOnly?: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function* requestsFor(op: Operation, doc: OpenApiDocument): Generator<FuzzRequest> {
  for (const param of op.query) {
    const values = [
      ...[...URL_VALUES, ...boundaries(param.schema, doc)].map((value) => `${param.name}=${value}`),
      `${param.name}=1&${param.name}=2`,
      `${param.name}[]=1`,
      `${param.name}[a]=1`,
      param.name,
    ];
    for (const value of values) yield { url: urlOf(op, doc, {}, queryOf(op, doc, param.name, value)) };
  }
  for (const param of op.pathParams) {
    for (const value of [...URL_VALUES, ...boundaries(param.schema, doc)]) {
      yield { url: urlOf(op, doc, { [param.name]: value }, queryOf(op, doc, '', '')) };
    }
  }
  if (op.query.length > 0) yield { url: urlOf(op, doc, {}, highestQuery(op, doc)) };
  const url = urlOf(op, doc, {}, queryOf(op, doc, '', ''));
  if (op.body) {
    const base = plausible(op.body, doc) as Record<string, unknown>;
    yield { url, headers: JSON_TYPE, payload: JSON.stringify(base) };
    for (const field of Object.keys(op.body.properties ?? {})) {
      for (const value of JSON_VALUES) {
        yield { url, headers: JSON_TYPE, payload: JSON.stringify({ ...base, [field]: value }) };
      }
      const { [field]: _omitted, ...without } = base;
      yield { url, headers: JSON_TYPE, payload: JSON.stringify(without) };
    }
  }
  for (const [contentType, payload] of RAW_BODIES)
    yield { url, headers: { 'content-type': contentType }, payload };
  if (op.method === 'POST') {
    for (const [contentType, payload] of MULTIPART_BODIES) {
      yield { url, headers: { 'content-type': contentType }, payload };
    }
  }
  for (const token of BAD_TOKENS) yield { url, headers: bearer(token), anonymousOnly: true };
}

/** The administrator's current token (a fuzzed "log out everywhere" ends the earlier ones). */
async function adminToken(): Promise<string> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
  return t.app.services.auth.issueToken(row!, 3600);
}

it('answers no OpenAPI operation with a 5xx, whatever the parameters, body or token', async () => {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  const operations = operationsOf(doc);
  const failures: string[] = [];
  const passedGuard = new Set<string>();
  let sent = 0;
  for (const role of ['Besucher', 'Admin'] as const) {
    let token = role === 'Admin' ? await adminToken() : null;
    for (const op of operations) {
      for (const request of requestsFor(op, doc)) {
        if (token && request.anonymousOnly) continue;
        sent += 1;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: request.url,
          headers: { ...(token ? bearer(token) : {}), ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
          // A new client address each time, so the sign-in and sign-up limits do not stop the walk early.
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        });
        if (res.statusCode >= 500) {
          const sentWith = [request.headers?.authorization, String(request.payload ?? '')].filter(Boolean);
          failures.push(
            `${role} ${op.method} ${request.url.slice(0, 120)} ${JSON.stringify(sentWith).slice(0, 120)} → ${res.statusCode}`,
          );
        }
        if (token && res.statusCode !== 401 && res.statusCode !== 403)
          passedGuard.add(`${op.method} ${op.path}`);
        if (token && res.statusCode === 401) token = await adminToken();
      }
    }
  }
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `OpenAPI-Fuzz (${database}): ${sent} Anfragen an ${operations.length} Operationen, ${failures.length} × 5xx`,
  );
  expect(failures).toEqual([]);
  // The walk really covered the document, and the administrator got past every guard.
  expect(operations.length).toBeGreaterThanOrEqual(40);
  expect([...passedGuard].sort()).toEqual(operations.map((op) => `${op.method} ${op.path}`).sort());
}, 300_000);
