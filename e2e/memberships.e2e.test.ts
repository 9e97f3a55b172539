import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, trackMissingRoutes } from './support/browser';
import { captchaSolver } from './support/captcha';
import { startDemoServer, type RunningServer } from './support/server';

const SECRET = 'ein-gemeinsames-forum-geheimnis-fuer-die-reise';

/** A stand-in for NodeBB: records the cookies each request brings. */
let forum: Server;
let FORUM = '';
const forumCookies: string[] = [];
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
let missingRoutes: () => Promise<string[]>;

const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  forum = createServer((request, response) => {
    forumCookies.push(request.headers.cookie ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Forum</title><h1>Forum</h1>');
  });
  await new Promise<void>((resolve) => forum.listen(0, '127.0.0.1', resolve));
  FORUM = `http://127.0.0.1:${(forum.address() as AddressInfo).port}`;
  server = await startDemoServer({ CAPTCHA_TEST_MODE: 'true', FORUM_URL: FORUM, FORUM_SSO_SECRET: SECRET });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  missingRoutes = trackMissingRoutes(context);
  const captcha = captchaSolver(page);
  await page.goto(url('/auth/signin'));
  await page.getByLabel('E-Mail oder Benutzername').fill('demo');
  await page.getByLabel('Passwort', { exact: true }).fill('NZBKino-Demo-2026');
  await captcha.solve();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(url('/'));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => forum?.close(resolve));
});

async function openUserMenu() {
  await page.locator('header').getByRole('button', { name: 'Benutzermenü von demo' }).click();
  return page.locator('header').getByRole('navigation', { name: 'Benutzermenü' });
}

describe('memberships in Chromium', () => {
  it('the demo member starts the free week of Premium; the menu and the pricing page follow', async () => {
    await page.goto(url('/pricing'));
    const premiumCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Premium' }) });
    await premiumCard.getByText('Newznab-API: 2.500 Anfragen pro Tag').waitFor();
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Basic' }) })
      .getByRole('button', { name: 'Aktueller Plan' })
      .waitFor();

    await (await openUserMenu()).getByRole('link', { name: 'Premium' }).click();
    await page.waitForURL(url('/subscription/premium'));
    const summary = page.getByTestId('subscription-summary');
    await summary.getByText('Basic ist kostenlos und läuft nicht ab.').waitFor();
    await page.getByRole('button', { name: 'Testzeitraum starten' }).click();
    await page.getByText('Ihr Testzeitraum läuft: 7 Tage Premium.').waitFor();
    await summary.getByText('Testzeitraum').waitFor();
    await screenshot(page, 'memberships-trial');
    const menu = await openUserMenu();
    await menu.getByRole('link', { name: 'API Verwaltung' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(url('/pricing'));
    await premiumCard.getByRole('button', { name: 'Aktueller Plan' }).waitFor();
    expect(await premiumCard.getByRole('button', { name: 'Aktueller Plan' }).isDisabled()).toBe(true);
  });

  it('an operator extends it from the console; settings and history show Premium and its end', async () => {
    const output = await server.cli('grant-membership', 'demo', 'premium', '--days', '30');
    expect(output).toMatch(/^demo: Premium vom \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}/m);
    const end = /Mitgliedschaft endet (\d\d\.\d\d\.\d{4})/.exec(output)?.[1];
    expect(end).toBeDefined();

    await page.goto(url('/settings'));
    await page.getByRole('region', { name: 'Konto' }).getByText(`Premium bis ${end}`).waitFor();
    await page.getByRole('link', { name: 'Abo-Verlauf' }).click();
    await page.waitForURL(url('/subscription/history'));
    const rows = page.getByRole('table', { name: 'Abo-Verlauf' }).getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
      end,
      'Administrator',
      'Geplant',
    ]);
    expect(await rows.nth(2).getByRole('cell').nth(2).textContent()).toBe('Testzeitraum');
    expect(await rows.nth(2).getByRole('cell').nth(3).textContent()).toBe('Aktiv');
    await screenshot(page, 'memberships-history');
  });

  it('Community opens the forum in a new tab, signed in through the shared cookie', async () => {
    const menu = await openUserMenu();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('button', { name: 'Community' }).click(),
    ]);
    await tab.waitForURL(`${FORUM}/`);
    await tab.getByRole('heading', { name: 'Forum' }).waitFor();
    const cookie = (await context.cookies(server.baseUrl)).find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // What NodeBB's plugin reads: the cookie arrives with the forum's first page.
    expect(forumCookies.at(-1)).toContain(`token=${cookie!.value}`);
    const [header, payload, signature] = cookie!.value.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
      username: 'demo',
      email: 'demo@nzbkino.demo',
    });
    await tab.close();

    // The forum's guest redirect: back to it at once while signed in.
    const before = forumCookies.length;
    await page.goto(url('/login?redirect=nodebb'));
    await page.waitForURL(`${FORUM}/`);
    // The page and its favicon: each with the cookie.
    expect(forumCookies.length).toBeGreaterThan(before);
    expect(forumCookies.slice(before).every((cookie) => cookie.includes('token='))).toBe(true);
  });

  it('left no page errors and called no route the server lacks', async () => {
    expect(pageErrors).toEqual([]);
    expect(await missingRoutes()).toEqual([]);
  });
});
