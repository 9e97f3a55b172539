import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parseNzb } from '@nzbkino/nzb';
import type { Release, ReleasePage } from '@nzbkino/api-types';
import { unzip } from '../apps/server/test/zip-reader';
import { launchBrowser, screenshot, trackMissingRoutes } from './support/browser';
import { captchaSolver } from './support/captcha';
import { startDemoServer, type RunningServer } from './support/server';

// The demo member is a Basic member; with 5 downloads a day the journey reaches the limit.
const DAILY_LIMIT = 5;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
let missingRoutes: () => Promise<string[]>;

const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  server = await startDemoServer({ CAPTCHA_TEST_MODE: 'true', DOWNLOAD_LIMIT_USER: String(DAILY_LIMIT) });
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'de-DE',
    acceptDownloads: true,
  });
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

/** The names of the first releases on /releases that offer the cart button. */
async function releaseNames(count: number, skip = 0): Promise<string[]> {
  const buttons = page.getByRole('button', { name: /^Zum Warenkorb hinzufügen: / });
  await buttons.first().waitFor();
  const names: string[] = [];
  for (let index = skip; index < skip + count; index += 1) {
    const label = await buttons.nth(index).getAttribute('aria-label');
    names.push(String(label).replace('Zum Warenkorb hinzufügen: ', ''));
  }
  return names;
}

async function openFromUserMenu(link: string) {
  await page.locator('header').getByRole('button', { name: 'Benutzermenü von demo' }).click();
  await page.locator('header').getByRole('link', { name: link, exact: true }).click();
}

describe('downloads in Chromium', () => {
  let inCart: string[] = [];

  it('demo member: 3 releases into the cart → one zip with 3 NZBs', async () => {
    await page.goto(url('/releases'));
    inCart = await releaseNames(3);
    for (const name of inCart) {
      await page.getByRole('button', { name: `Zum Warenkorb hinzufügen: ${name}`, exact: true }).click();
      await page.getByText(`"${name}" wurde erfolgreich zum Warenkorb hinzugefügt!`).waitFor();
    }
    await openFromUserMenu('Warenkorb');
    await page.waitForURL(url('/cart'));
    const cart = page.getByRole('table', { name: 'Warenkorb' });
    for (const name of inCart) await cart.getByText(name, { exact: true }).waitFor();
    await page.getByTestId('download-allowance').getByText(`0 von ${DAILY_LIMIT}`).waitFor();
    await screenshot(page, 'downloads-cart');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Alle als ZIP herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = await unzip(await readFile(String(await download.path())));
    expect(entries.map((entry) => entry.name).sort()).toEqual(inCart.map((name) => `${name}.nzb`).sort());
    for (const entry of entries) {
      const nzb = parseNzb(entry.data.toString('utf8'));
      expect(nzb.files.length).toBeGreaterThan(0);
    }
    await page.getByText('Download des Warenkorbs wurde gestartet (3 NZB-Dateien).').waitFor();
    await page.getByTestId('download-allowance').getByText(`3 von ${DAILY_LIMIT}`).waitFor();
  });

  it("'Meine Downloads' lists them", async () => {
    await openFromUserMenu('Meine Downloads');
    await page.waitForURL(url('/downloads'));
    const history = page.getByRole('table', { name: 'Meine Downloads' });
    for (const name of inCart) {
      await history
        .getByRole('row', { name: new RegExp(name.replaceAll('.', '\\.')) })
        .getByText('ZIP')
        .waitFor();
    }
    // The header row and the three grabs of the zip, nothing else.
    expect(await history.getByRole('row').count()).toBe(4);
    await screenshot(page, 'downloads-history');
  });

  it('a film page shows the grab it just counted, also after a reload', async () => {
    // The film's releases were cached by the browser (public, max-age=900) before the download.
    const slug = 'metropolis-1927';
    await page.goto(url(`/movies/${slug}`));
    const [release] = (await (await fetch(url(`/api/movies/${slug}/releases`))).json()) as Release[];
    const table = page.getByRole('table', { name: /Releases/ });
    const count = (n: number) =>
      table.getByText(n === 0 ? 'noch nicht heruntergeladen' : `${n}-mal heruntergeladen`, { exact: true });
    const before = release!.grabs;
    await count(before).first().waitFor();
    await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: `NZB herunterladen: ${release!.name}`, exact: true }).click(),
    ]);
    await page.getByText(`Download von "${release!.name}" wurde gestartet!`).waitFor();
    const row = table.getByRole('row', { name: new RegExp(release!.name.replaceAll('.', '\\.')) });
    await row.getByText(`${before + 1}-mal heruntergeladen`, { exact: true }).waitFor();
    await page.reload();
    const after = row.getByText(`${before + 1}-mal heruntergeladen`, { exact: true });
    await after.waitFor();
    expect(await after.isVisible()).toBe(true);
  });

  it('a single download uses the last slot; the next one meets the 403 toast', async () => {
    await page.goto(url('/releases'));
    const [fourth, fifth] = await releaseNames(2, 3);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `NZB herunterladen: ${fourth}`, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${fourth}.nzb`);
    const nzb = parseNzb(await readFile(String(await download.path()), 'utf8'));
    expect(nzb.files.length).toBeGreaterThan(0);
    await page.getByText(`Download gestartet: ${fourth}`).waitFor();

    await page.getByRole('button', { name: `NZB herunterladen: ${fifth}`, exact: true }).click();
    await page.getByText('Download-Fehler: Download-Limit erreicht').waitFor();
    await screenshot(page, 'downloads-limit');
    // A release taken before is free again within 7 days, even at the limit.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `NZB herunterladen: ${fourth}`, exact: true }).click(),
    ]);
    expect(again.suggestedFilename()).toBe(`${fourth}.nzb`);
  });

  it('the NFO modal shows the NFO text', async () => {
    const list = (await (await fetch(url('/api/releases?limit=100'))).json()) as ReleasePage;
    const withNfo = list.data.find((release: Release) => release.nfoPath && release.movie?.slug);
    expect(withNfo).toBeDefined();
    await page.goto(url(`/movies/${withNfo!.movie!.slug}`));
    await page.getByRole('button', { name: `NFO anzeigen: ${withNfo!.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'NFO Information' });
    await dialog.waitFor();
    const frame = dialog.frameLocator('iframe');
    await frame.locator('pre').getByText(withNfo!.name).first().waitFor();
    const src = await dialog.locator('iframe').getAttribute('src');
    expect(src).toMatch(/^\/api\/nfo\/view\/[^?]+\?token=/);
    await screenshot(page, 'downloads-nfo');
  });

  it('at 390 px: release cards with buttons in reach, no sideways scrolling', async () => {
    const list = (await (await fetch(url('/api/releases?limit=100'))).json()) as ReleasePage;
    const movie = list.data.find((release: Release) => release.movie?.slug)!.movie!.slug;
    const onEpisode = list.data.find((release: Release) => release.series?.slug && release.episode)!;
    const episodePath =
      `/series/${onEpisode.series!.slug}/season/${onEpisode.episode!.season.seasonNumber}` +
      `/episode/${onEpisode.episode!.episodeNumber}`;
    const phone = await context.browser()!.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'de-DE',
    });
    // The sign-in without 'remember' lives in session storage, which storageState leaves out.
    const held = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    await phone.addInitScript((entries: string) => {
      for (const [key, value] of JSON.parse(entries) as [string, string][])
        sessionStorage.setItem(key, value);
    }, held);
    const small = await phone.newPage();
    small.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      for (const [path, name] of [
        ['/releases', 'releases'],
        [`/movies/${movie}`, 'movie'],
        [episodePath, 'episode'],
        ['/cart', 'cart'],
        ['/downloads', 'history'],
      ] as const) {
        await small.goto(url(path));
        if (path === '/cart' || path === '/downloads') {
          await small.getByRole('table').waitFor();
        } else {
          const download = small
            .getByRole('listitem')
            .getByRole('button', { name: /^NZB herunterladen: / })
            .first();
          await download.waitFor();
          const box = await download.boundingBox();
          expect(box && box.x + box.width <= 390, `${path}: download button within the screen`).toBe(true);
        }
        const width = await small.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
        await screenshot(small, `phone-${name}`);
      }
    } finally {
      await phone.close();
    }
  });

  it('met no page error and no missing route', async () => {
    expect(pageErrors).toEqual([]);
    expect(await missingRoutes()).toEqual([]);
  });
});
