import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, trackMissingRoutes, trackPageErrors } from './support/browser';
import { waitForMail } from './support/outbox';
import { startDemoServer, type RunningServer } from './support/server';

// What a new user tripped over (issue 14), walked through in Chromium on the demo
// data: German search and order, the contact form, the legal pages, not-found states.

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

const releaseNames = (p: Page) =>
  p.getByRole('table', { name: 'Releases' }).locator('tbody th').allTextContents();
const cardTitles = (p: Page) => p.getByRole('main').locator('li h2').allTextContents();

describe('a new user in Chromium', () => {
  it('finds releases and movies with umlauts typed either way', async () => {
    await page.goto(`${server.baseUrl}/releases`);
    const search = page.getByRole('searchbox', { name: 'Releases durchsuchen' });
    await search.fill('müde tod');
    await page.waitForURL(/search=/);
    await page.waitForFunction(() => {
      const names = Array.from(document.querySelectorAll('table tbody th')).map((th) => th.textContent ?? '');
      return names.length > 0 && names.every((name) => name.toLowerCase().startsWith('der.muede.tod.'));
    });
    expect((await releaseNames(page)).length).toBeGreaterThan(1);

    await page.goto(`${server.baseUrl}/movies`);
    const movieSearch = page.getByRole('searchbox', { name: 'Filme durchsuchen' });
    for (const [typed, title] of [
      ['muede', 'Der müde Tod'],
      ['maedchen', 'Sein Mädchen für besondere Fälle'],
      ['haexan', 'Häxan'],
      ['Büchse', 'Die Büchse der Pandora'],
      ['buechse', 'Die Büchse der Pandora'],
    ] as const) {
      await movieSearch.fill(typed);
      await page.waitForURL((url) => url.searchParams.get('search') === typed);
      await page.waitForFunction((expected) => {
        const titles = Array.from(document.querySelectorAll('main li h2')).map((h) => h.textContent);
        return titles.length === 1 && titles[0] === expected;
      }, title);
    }
  });

  it('lists titles in German order, ascending and descending', async () => {
    await page.goto(`${server.baseUrl}/movies`);
    await page.getByRole('main').locator('li h2').first().waitFor();
    const german = (a: string, b: string) => a.localeCompare(b, 'de', { sensitivity: 'base' });
    const ascending = await cardTitles(page);
    expect(ascending.length).toBeGreaterThan(10);
    expect(ascending).toEqual([...ascending].sort(german));
    // Byte order put "Der Vagabund …" before "Der letzte Mann".
    expect(ascending.indexOf('Der letzte Mann')).toBeLessThan(ascending.indexOf('Der Vagabund und das Kind'));

    await page.getByRole('combobox', { name: 'Sortierung' }).selectOption('title_desc');
    await page.waitForURL(/sort=title_desc/);
    await page.waitForFunction(
      (first) => document.querySelector('main li h2')?.textContent !== first,
      ascending[0],
    );
    const descending = await cardTitles(page);
    expect(descending).toEqual([...descending].sort(german).reverse());
  });

  it('sends the FAQ contact form to the operator (the outbox holds the mail)', async () => {
    await page.goto(`${server.baseUrl}/faq`);
    await page.getByLabel(/^Name/).fill('Nora Neu');
    await page.getByLabel(/^E-Mail/).fill('nora@example.org');
    await page.getByLabel(/^Betreff/).fill('Frage zur Anmeldung');
    await page.getByLabel(/^Nachricht/).fill('Gibt es Häxan auch in 1080p?');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await page
      .getByText('Deine Nachricht wurde erfolgreich gesendet! Wir werden uns bald bei dir melden.')
      .waitFor();
    // The demo has no CONTACT_EMAIL: the administrator gets it.
    const body = await waitForMail(
      server.dataDir,
      'admin@nzbkino.demo',
      /Von: (Nora Neu <nora@example\.org>)/,
    );
    expect(body).toBe('Nora Neu <nora@example.org>');
    // No invented support contact while the operator has set none.
    expect(await page.getByText('Support-E-Mail').count()).toBe(0);
    await screenshot(page, 'new-user-faq-contact');
  });

  it('reaches Impressum and Datenschutz from the footer and the sign-up form', async () => {
    writeFileSync(
      path.join(server.dataDir, 'impressum.txt'),
      'Nora Betreiberin\nKinoweg 1\n12345 Filmstadt\n',
    );
    await page.goto(server.baseUrl);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Impressum' }).click();
    await page.waitForURL(`${server.baseUrl}/impressum`);
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.getByText('Kinoweg 1').waitFor();

    await footer.getByRole('link', { name: 'Datenschutz' }).click();
    await page.waitForURL(`${server.baseUrl}/datenschutz`);
    await page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    await page
      .getByText('Der Betreiber dieser Seite hat noch keine Datenschutzerklärung hinterlegt.')
      .waitFor();
    for (const [name, url] of [
      ['Preise', '/pricing'],
      ['FAQ', '/faq'],
      ['Über uns', '/about'],
    ] as const) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(url);
    }
    expect(await footer.getByText(`© ${new Date().getFullYear()}`).count()).toBe(1);

    await page.goto(`${server.baseUrl}/auth/signup`);
    const privacy = page.getByRole('link', { name: /^Datenschutzerklärung/ });
    expect(await privacy.getAttribute('href')).toBe('/datenschutz');
  });

  it('shows not-found states for an unknown series, episode and path (the last with HTTP 404)', async () => {
    await page.goto(`${server.baseUrl}/series/gibt-es-nicht`);
    await page.getByRole('heading', { level: 1, name: 'Serie nicht gefunden' }).waitFor();
    expect(await page.getByText('Fehler beim Laden der Serie').count()).toBe(0);

    const { series } = (await (await fetch(`${server.baseUrl}/api/series?limit=1`)).json()) as {
      series: { slug: string }[];
    };
    await page.goto(`${server.baseUrl}/series/${series[0]!.slug}/season/9/episode/99`);
    await page.getByRole('heading', { level: 1, name: 'Episode nicht gefunden' }).waitFor();
    await page.getByRole('link', { name: 'Zur Serie' }).click();
    await page.waitForURL(`${server.baseUrl}/series/${series[0]!.slug}`);

    const response = await page.goto(`${server.baseUrl}/gibt/es/nicht`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: /Seite nicht gefunden/ }).waitFor();
    expect((await page.goto(`${server.baseUrl}/movies`))?.status()).toBe(200);
  });

  it('raised no script errors and asked only for routes the server has', async () => {
    expect(pageErrors).toEqual([]);
    expect(await missingRoutes()).toEqual([]);
  });
});
