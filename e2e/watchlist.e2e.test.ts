import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, trackMissingRoutes } from './support/browser';
import { captchaSolver } from './support/captcha';
import { startDemoServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
let missingRoutes: () => Promise<string[]>;

const url = (path: string) => `${server.baseUrl}${path}`;

interface Named {
  slug: string;
  title: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(url(`/api${path}`));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  server = await startDemoServer({ CAPTCHA_TEST_MODE: 'true' });
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
});

/** Opens the title's page and adds it with the hero's button. */
async function follow(path: string, title: string) {
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Zur Watchlist hinzufügen' }).click();
  await page.getByText(`"${title}" zur Watchlist hinzugefügt`).waitFor();
  await page.getByRole('button', { name: 'Aus Watchlist entfernen' }).waitFor();
}

describe('watchlist in Chromium', () => {
  it('member: a movie and a series onto the Merkliste, notifications off, the movie off again', async () => {
    const [movie] = (await api<{ movies: Named[] }>('/movies?limit=1')).movies;
    const [show] = (await api<{ series: Named[] }>('/series?limit=1')).series;
    await follow(`/movies/${movie!.slug}`, movie!.title);
    await follow(`/series/${show!.slug}`, show!.title);

    await page.locator('header').getByRole('button', { name: 'Benutzermenü von demo' }).click();
    await page.locator('header').getByRole('link', { name: 'Merkliste', exact: true }).click();
    await page.waitForURL(url('/watchlist'));
    const movies = page.getByRole('region', { name: /^Filme/ });
    const series = page.getByRole('region', { name: /^Serien/ });
    await movies.getByRole('link', { name: movie!.title, exact: true }).waitFor();
    await series.getByRole('link', { name: show!.title, exact: true }).waitFor();
    await screenshot(page, 'watchlist-1280');

    const switchName = `Benachrichtigen bei neuen Releases: ${movie!.title}`;
    const notify = movies.getByRole('switch', { name: switchName });
    expect(await notify.isChecked()).toBe(true);
    // The checkbox itself is visually hidden: a member clicks the drawn switch, its label.
    await movies.locator('label', { has: page.getByRole('switch', { name: switchName }) }).click();
    await page.getByText(`Benachrichtigungen für "${movie!.title}" ausgeschaltet`).waitFor();
    await page.reload();
    await movies.getByRole('link', { name: movie!.title, exact: true }).waitFor();
    expect(await notify.isChecked()).toBe(false);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'watchlist-390');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await movies.getByRole('button', { name: `Aus der Merkliste entfernen: ${movie!.title}` }).click();
    await page.getByText(`"${movie!.title}" aus Watchlist entfernt`).waitFor();
    await movies.getByText('Noch keine Filme auf der Merkliste.').waitFor();
    await page.goto(url(`/movies/${movie!.slug}`));
    await page.getByRole('button', { name: 'Zur Watchlist hinzufügen' }).waitFor();
  });

  it('raised no script errors and asked only for routes the server has', async () => {
    expect(pageErrors).toEqual([]);
    expect(await missingRoutes()).toEqual([]);
  });
});
