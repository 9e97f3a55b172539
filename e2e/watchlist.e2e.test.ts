import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildNzb } from '@nzbkino/nzb';
import { launchBrowser, screenshot, trackMissingRoutes } from './support/browser';
import { captchaSolver } from './support/captcha';
import { startNtfyServer, type NtfyServer } from './support/ntfy-server';
import { startDemoServer, type RunningServer } from './support/server';

let server: RunningServer;
let ntfy: NtfyServer;
let work: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
let missingRoutes: () => Promise<string[]>;

const url = (path: string) => `${server.baseUrl}${path}`;

interface Named {
  id: number;
  slug: string;
  title: string;
}

/** The followed series, for the notification journey after the watchlist one. */
let followedSeries: Named;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(url(`/api${path}`));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  ntfy = await startNtfyServer();
  work = mkdtempSync(path.join(tmpdir(), 'nzbkino-e2e-notify-'));
  // The push dispatcher and the bell are what is tested, so they run at their real pace.
  server = await startDemoServer({ CAPTCHA_TEST_MODE: 'true', NTFY_URL: ntfy.url });
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
  await ntfy?.close();
  if (work) rmSync(work, { recursive: true, force: true });
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
    followedSeries = show!;

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

  it('member: ntfy push switched on in the settings, the test message reaches the ntfy server', async () => {
    await page.goto(url('/settings'));
    const push = page.getByRole('region', { name: 'Push-Benachrichtigungen (ntfy)' });
    const topic = (await push.getByTestId('ntfy-topic').textContent())!.trim();
    expect(topic).toMatch(/^[-_A-Za-z0-9]{16,64}$/);
    await push.getByLabel('Push-Benachrichtigungen senden').check();
    await push.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Push-Einstellungen gespeichert').waitFor();
    await push.getByRole('button', { name: 'Testnachricht senden' }).click();
    await page.getByText(`Testnachricht an „${topic}“ gesendet`).waitFor();
    const test = await ntfy.waitFor((message) => message.topic === topic);
    expect(test.title).toBeTruthy();
    expect(test.message.length).toBeGreaterThan(0);
  });

  it('member: a new episode imported through the CLI rings the bell within one refresh and opens the series', async () => {
    const show = followedSeries;
    const { data: releases } = await api<{ data: { name: string }[] }>(
      `/releases?seriesId=${show.id}&type=series&limit=5`,
    );
    const episodeName = releases.map((release) => release.name).find((name) => /S\d{2}E\d{2}/.test(name));
    expect(episodeName, `an episode release of ${show.title}`).toBeDefined();
    const [season] = /S\d{2}/.exec(episodeName!)!;
    const base = episodeName!.slice(0, episodeName!.search(/S\d{2}E\d{2}/));
    const name = `${base}${season}E77.German.1080p.WEB.h264-NZBKINO`;
    const file = path.join(work, `${name}.nzb`);
    writeFileSync(file, episodeNzb(name));

    await page.goto(url('/'));
    const bell = page.locator('header').getByRole('button', { name: /^Benachrichtigungen/ });
    await bell.waitFor();
    await server.cli('import', file);
    // One refresh is 30 s; the badge must come without reloading the page.
    await page
      .locator('header')
      .getByRole('button', { name: /^Benachrichtigungen \(1 ungelesen\)$/ })
      .waitFor({ timeout: 45_000 });
    await bell.click();
    const dropdown = page.getByRole('region', { name: 'Benachrichtigungen' });
    // The entry's own button opens it; the others mark it read or remove it.
    const entry = dropdown.getByRole('listitem').filter({ hasText: show.title }).getByRole('button').first();
    await entry.waitFor();
    await screenshot(page, 'notification-bell-1280');
    await entry.click();
    await page.waitForURL(url(`/series/${show.slug}`));
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Benachrichtigungen', exact: true }).waitFor();

    const push = await ntfy.waitFor((message) => message.click?.endsWith(`/series/${show.slug}`) ?? false);
    expect(push.title).toContain(show.title);
    expect(`${push.title} ${push.message}`).toContain(`${season}E77`);

    await page.goto(url('/watchlist'));
    const series = page.getByRole('region', { name: /^Serien/ });
    await series.getByText(name).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .locator('header')
      .getByRole('button', { name: /^Benachrichtigungen/ })
      .click();
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(show.title).first().waitFor();
    await screenshot(page, 'notification-bell-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('member: a request for a missing film is filed, then fulfilled by an import', async () => {
    const title = 'Der Requesttest';
    await page.goto(url('/requests'));
    await page.getByLabel('Titel', { exact: true }).fill(title);
    await page.getByText('Nicht im Katalog.').waitFor();
    await page.getByLabel(/^Jahr/).fill('2026');
    await page.getByRole('button', { name: 'Request stellen' }).click();
    await page.getByText(`Request für „${title}“ gestellt.`).waitFor();
    const mine = page.getByRole('region', { name: 'Meine Requests' });
    await mine.getByText('Offen', { exact: true }).waitFor();

    const catalogue = path.join(work, 'katalog.json');
    writeFileSync(
      catalogue,
      JSON.stringify({ version: 1, movies: [{ title, year: 2026, releaseDate: '2026-10-01' }], series: [] }),
    );
    await server.cli('catalogue-import', catalogue);
    const release = 'Der.Requesttest.2026.German.1080p.WEB.h264-NZBKINO';
    const file = path.join(work, `${release}.nzb`);
    writeFileSync(file, episodeNzb(release));
    await server.cli('import', file);

    await page.reload();
    await mine.getByText('Erfüllt', { exact: true }).waitFor();
    const link = mine.getByRole('link', { name: title });
    await link.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/movies\/der-requesttest/);
    await page
      .locator('header')
      .getByRole('button', { name: /^Benachrichtigungen \(\d+ ungelesen\)$/ })
      .click();
    await page.getByRole('region', { name: 'Benachrichtigungen' }).getByText(title).first().waitFor();
  });

  it('raised no script errors and asked only for routes the server has', async () => {
    expect(pageErrors).toEqual([]);
    expect(await missingRoutes()).toEqual([]);
  });
});

/** A small valid NZB whose name the import takes from the file name. */
function episodeNzb(name: string): string {
  return buildNzb({
    meta: { name },
    files: [
      {
        poster: 'e2e <e2e@nzbkino.test>',
        date: new Date('2026-11-20T10:00:00Z'),
        subject: `"${name}.mkv" yEnc (1/1)`,
        groups: ['alt.binaries.test'],
        segments: [
          { bytes: 734_003_200, number: 1, messageId: `${name.length}-${Date.now()}@e2e.nzbkino.test` },
        ],
      },
    ],
  });
}
