import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isWebPagePath, serverMessages } from '@nzbkino/shared';
import { isApiPath, sendApiNotFound } from './api-not-found';

const SITE_CONFIG_TAG = /<script id="site-config" type="application\/json">[\s\S]*?<\/script>/;

/** JSON inside a script element must not be able to close it. */
function safeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** What the web app learns before its first API call: the site name and whether sign-up is open. */
export interface SiteConfig {
  siteName: string;
  registrationOpen: boolean;
}

export function renderIndexHtml(template: string, config: SiteConfig): string {
  const tag = `<script id="site-config" type="application/json">${safeJsonForHtml(config)}</script>`;
  // A replacer function: a replacement string would read $&, $' and $` in the site name as patterns.
  return template.replace(SITE_CONFIG_TAG, () => tag);
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  if (isApiPath(pathname)) return sendApiNotFound(request, reply, pathname);
  return reply.status(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: serverMessages.routeNotFound(request.method, pathname),
  });
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/**
 * Serves the built web app: hashed assets with a year-long cache, every other
 * non-API GET falls back to index.html so the client router can answer
 * (including its 404 page, then with the status 404). API paths keep their JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  /** The site config in force, read per page (administrators change it at run time). */
  siteConfig: () => Promise<SiteConfig>,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built; serving the API only (run npm run build)');
    app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, pathOf(request)));
    return;
  }
  const template = readFileSync(indexFile, 'utf8');
  let rendered = { key: '', html: '' };
  const indexHtml = async () => {
    const config = await siteConfig();
    const key = JSON.stringify(config);
    if (rendered.key !== key) rendered = { key, html: renderIndexHtml(template, config) };
    return rendered.html;
  };
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // index.html is only ever sent with the site config filled in, below.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(pathname) || !isPageRequest) return sendNotFound(request, reply, pathname);
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      // A missing asset is a real 404, not the app shell.
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    // A path outside the route table gets the app (which shows its 404 page) with the status 404.
    return reply
      .status(isWebPagePath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await indexHtml());
  });
}
