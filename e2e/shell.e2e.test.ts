import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, trackMissingRoutes, trackPageErrors } from './support/browser';
import { startDemoServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[];
let missingRoutes: () => Promise<string[]>;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  pageErrors = trackPageErrors(page);
  missingRoutes = trackMissingRoutes(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the site shell in Chromium', () => {
  it('shows the header and the footer with the real statistics', async () => {
    await page.goto(server.baseUrl);
    const header = page.locator('header').first();
    for (const label of ['Startseite', 'Releases', 'Filme', 'TV Serien', 'Anmelden', 'Registrieren']) {
      await expect(header.getByRole('link', { name: label, exact: true }).first().isVisible()).resolves.toBe(
        true,
      );
    }
    const footer = page.locator('footer');
    await footer.getByText(`© ${new Date().getFullYear()}`).waitFor();
    const stats = await (await fetch(`${server.baseUrl}/api/stats`)).json();
    await footer.getByText(String(stats.releaseCount), { exact: false }).first().waitFor();
    expect(await page.title()).toContain('NZBKino');
    await screenshot(page, 'shell-home-desktop');
  });

  it('opens the changelog dialog from the version link', async () => {
    const label = await (await fetch(`${server.baseUrl}/api/changelog/latest-version`)).text();
    await page.locator('footer').getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Das Fundament').waitFor();
    await dialog.getByText('0.0.1').first().waitFor();
    expect(await dialog.getByText('Das Fundament').isVisible()).toBe(true);
    await screenshot(page, 'shell-changelog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('answers an unknown path with the 404 page', async () => {
    await page.goto(`${server.baseUrl}/gibt/es/nicht`);
    await page.getByText('Seite nicht gefunden').waitFor();
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zurück' }).waitFor();
    await expect.poll(() => page.title()).toBe('Seite nicht gefunden - NZBKino');
    await screenshot(page, 'shell-404');
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    // The title follows the route in an effect, a moment after the URL changes.
    await expect.poll(() => page.title()).not.toContain('Seite nicht gefunden');
  });

  it('raised no script errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });

  it('asked the server only for routes it has (no "Route … nicht gefunden")', async () => {
    expect(await missingRoutes()).toEqual([]);
  });
});
