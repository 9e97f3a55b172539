import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { serverMessages } from '@nzbkino/shared';

export const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Debian's Chromium, headless, with the network chatter that this machine refuses switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Collects uncaught page errors so a journey fails on a broken script, not only on a missing text. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records every web request that the server answered "route not found" (a 404
 * carrying its routeNotFound text, not a missing movie or user): a call to a route
 * the server lacks. Await the returned function at the end of a journey; it lists
 * them as "POST /api/…".
 */
export function trackMissingRoutes(target: Page | BrowserContext): () => Promise<string[]> {
  const missing: string[] = [];
  const pending: Promise<void>[] = [];
  target.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() !== 404 || !pathname.startsWith('/api')) return;
    const method = response.request().method();
    const read = response.json().then(
      (body: unknown) => {
        const message = (body as { message?: unknown } | null)?.message;
        if (message === serverMessages.routeNotFound(method, pathname)) missing.push(`${method} ${pathname}`);
      },
      // A body gone with a navigation cannot be read; a route the server lacks answers
      // the same on every visit, so a journey still meets it on a readable one.
      () => undefined,
    );
    pending.push(read);
  });
  return async () => {
    await Promise.all(pending);
    return missing;
  };
}
