import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, trackMissingRoutes } from './support/browser';
import { captchaSolver } from './support/captcha';
import { waitForMail } from './support/outbox';
import { startDemoServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];
const contexts: BrowserContext[] = [];
const routeChecks: (() => Promise<string[]>)[] = [];

beforeAll(async () => {
  server = await startDemoServer({ CAPTCHA_TEST_MODE: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

/** A fresh browser profile (own storage), with page errors collected and captchas solvable. */
async function freshPage(): Promise<{ page: Page; captcha: ReturnType<typeof captchaSolver> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  routeChecks.push(trackMissingRoutes(context));
  return { page, captcha: captchaSolver(page) };
}

const url = (path: string) => `${server.baseUrl}${path}`;

async function signIn(
  page: Page,
  captcha: ReturnType<typeof captchaSolver>,
  identifier: string,
  password: string,
) {
  await page.getByLabel('E-Mail oder Benutzername').fill(identifier);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  const captchaId = await captcha.solve();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  return captchaId;
}

function userMenu(page: Page, name: string) {
  return page.locator('header').getByRole('button', { name: `Benutzermenü von ${name}` });
}

describe('accounts in Chromium', () => {
  it('register → sign in → header shows the user → change password → sign out → sign in with the new password', async () => {
    const { page, captcha } = await freshPage();
    await page.goto(url('/auth/signup'));
    await page.getByLabel('Benutzername', { exact: true }).fill('kinofan');
    await page.getByLabel('E-Mail', { exact: true }).fill('kinofan@example.org');
    await page.getByLabel('Passwort', { exact: true }).fill('Erstes-Passwort-1');
    await page.getByTestId('password-strength').getByText('Sehr gut').waitFor();
    await page.getByLabel('Passwort bestätigen').fill('Erstes-Passwort-1');
    await captcha.solve();
    await page.getByRole('checkbox').check();
    await screenshot(page, 'auth-signup');
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page
      .getByText(
        'Registrierung erfolgreich! Wir haben Ihnen eine E-Mail an die angegebene Adresse geschickt.',
      )
      .waitFor();
    await page.waitForURL(url('/auth/signin'));
    await waitForMail(server.dataDir, 'kinofan@example.org', /Ihr Konto bei (NZBKino) ist angelegt/);

    await signIn(page, captcha, 'kinofan', 'Erstes-Passwort-1');
    await page.getByText('Erfolgreich angemeldet!').waitFor();
    await page.waitForURL(url('/'));
    // The home page has rendered (a dropdown opened earlier would close with the finished navigation).
    await page.getByRole('heading', { name: 'Neueste Releases' }).waitFor();
    await userMenu(page, 'kinofan').click();
    const header = page.locator('header');
    await header.getByText('kinofan@example.org').waitFor();
    await header.getByText('Benutzer', { exact: true }).waitFor();
    expect(await header.getByRole('link', { name: 'API Verwaltung' }).count()).toBe(0);
    await screenshot(page, 'auth-user-menu');
    await header.getByRole('link', { name: 'Einstellungen' }).click();
    await page.waitForURL(url('/settings'));

    const passwordCard = page.getByRole('region', { name: 'Passwort ändern' });
    await passwordCard.getByLabel('Aktuelles Passwort').fill('Erstes-Passwort-1');
    await passwordCard.getByLabel('Neues Passwort', { exact: true }).fill('Zweites-Passwort-2');
    await passwordCard.getByLabel('Neues Passwort bestätigen').fill('Zweites-Passwort-2');
    await passwordCard.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Passwort geändert. Alle anderen Geräte wurden abgemeldet.').waitFor();

    await userMenu(page, 'kinofan').click();
    await page.locator('header').getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(url('/'));
    await page.locator('header').getByRole('link', { name: 'Anmelden' }).click();
    await page.waitForURL(url('/auth/signin'));
    const used = await signIn(page, captcha, 'kinofan', 'Erstes-Passwort-1');
    await page.getByText('Benutzername/E-Mail oder Passwort ist falsch.').waitFor();
    await page.getByLabel('Passwort', { exact: true }).fill('Zweites-Passwort-2');
    await captcha.solve(used);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('Erfolgreich angemeldet!').waitFor();
    await userMenu(page, 'kinofan').waitFor();
  });

  it('guarded page → sign-in → back to the guarded page', async () => {
    const { page, captcha } = await freshPage();
    await page.goto(url('/api-management'));
    await page.waitForURL(url('/auth/signin?returnUrl=%2Fapi-management'));
    await signIn(page, captcha, 'admin', 'NZBKino-Admin-2026');
    await page.waitForURL(url('/api-management'));
    await page.getByRole('heading', { level: 1, name: 'API Verwaltung' }).waitFor();
    await page.getByText('Sie haben noch keinen API-Schlüssel.').first().waitFor();
    await page.getByRole('button', { name: 'API-Schlüssel erzeugen' }).click();
    const key = await page.getByLabel('API-Schlüssel', { exact: true }).inputValue();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByLabel('URL (Adresse der Seite)', { exact: true }).inputValue()).toBe(
      server.baseUrl,
    );
    expect(await page.getByLabel('API-Pfad', { exact: true }).inputValue()).toBe('/api');
    // The pasted values work: a Newznab client's first call, with the key just shown.
    const caps = await fetch(`${server.baseUrl}/api?t=caps&apikey=${key}`);
    expect(caps.status).toBe(200);
    expect(await caps.text()).toContain('<caps>');
    // Every feed address the page shows answers a feed with the key just shown.
    const feeds = await page
      .locator('input[id^="rss-"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(feeds.map((feed) => new URL(feed).pathname)).toEqual([
      '/rss',
      '/rss/cart',
      '/rss/mymovies',
      '/rss/myshows',
    ]);
    for (const feed of feeds) {
      expect(feed).toContain(`apikey=${key}`);
      const answer = await fetch(feed);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<rss');
    }
    await screenshot(page, 'auth-api-management');
    await page.reload();
    await page.getByText(/Ein API-Schlüssel ist aktiv/).waitFor();
    expect(await page.getByText(key).count()).toBe(0);
    // The admin sees the admin links in the menu.
    await userMenu(page, 'admin').click();
    await page.locator('header').getByText('Administrator').waitFor();
    await page.locator('header').getByRole('link', { name: 'Administration' }).waitFor();
  });

  it('signed in → react to the news on the home page → take the reaction back', async () => {
    const { page, captcha } = await freshPage();
    await page.goto(url('/auth/signin'));
    await signIn(page, captcha, 'admin', 'NZBKino-Admin-2026');
    await page.waitForURL(url('/'));
    const reactions = page.getByRole('group', { name: 'Reaktionen' });
    const heart = reactions.getByRole('button', { name: /^Herz: / });
    await heart.waitFor();
    const before = Number((await heart.getAttribute('aria-label'))!.replace(/\D/g, ''));
    expect(await reactions.getByRole('link', { name: 'Einloggen' }).count()).toBe(0);

    await heart.click();
    await reactions.getByRole('button', { name: `Herz: ${before + 1}`, pressed: true }).waitFor();
    // One reaction per user: the others wait until this one is taken back.
    expect(await reactions.getByRole('button', { name: /^Feuer: / }).isDisabled()).toBe(true);
    await screenshot(page, 'auth-news-reaction');

    await reactions.getByRole('button', { name: `Herz: ${before + 1}` }).click();
    await reactions.getByRole('button', { name: `Herz: ${before}`, pressed: false }).waitFor();
    expect(await reactions.getByRole('button', { name: /^Feuer: / }).isEnabled()).toBe(true);
  });

  it('forgot password → reset link from the outbox → the new password works', async () => {
    const { page, captcha } = await freshPage();
    await page.goto(url('/auth/signin'));
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL(url('/auth/forgot-password'));
    await page.getByLabel('E-Mail', { exact: true }).fill('demo@nzbkino.demo');
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page
      .getByRole('status')
      .getByText(/Falls ein Konto mit dieser E-Mail-Adresse existiert/)
      .waitFor();

    const link = await waitForMail(
      server.dataDir,
      'demo@nzbkino.demo',
      /(https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+)/,
    );
    expect(link.startsWith(`${server.baseUrl}/auth/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neues-Demo-Passwort-3');
    await page.getByLabel('Passwort bestätigen').fill('Neues-Demo-Passwort-3');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.').waitFor();
    await page.waitForURL(url('/auth/signin'));

    await signIn(page, captcha, 'demo', 'Neues-Demo-Passwort-3');
    await page.getByText('Erfolgreich angemeldet!').waitFor();
    await userMenu(page, 'demo').waitFor();

    // The link works once.
    const second = await freshPage();
    await second.page.goto(link);
    await second.page.getByLabel('Neues Passwort', { exact: true }).fill('Noch-Ein-Passwort-4');
    await second.page.getByLabel('Passwort bestätigen').fill('Noch-Ein-Passwort-4');
    await second.page.getByRole('button', { name: 'Passwort speichern' }).click();
    await second.page
      .getByRole('alert')
      .getByText(/bereits benutzt/)
      .waitFor();
  });

  it('three wrong passwords → blocked with a countdown', async () => {
    const { page, captcha } = await freshPage();
    await page.goto(url('/auth/signin'));
    let used = await signIn(page, captcha, 'admin', 'falsches-passwort');
    await page.getByText('Benutzername/E-Mail oder Passwort ist falsch.').waitFor();
    for (let attempt = 2; attempt <= 3; attempt++) {
      await page.getByLabel('Passwort', { exact: true }).fill(`falsch-${attempt}-xyz`);
      used = await captcha.solve(used);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    }
    const countdown = page.getByTestId('block-countdown');
    await countdown.waitFor();
    await page
      .getByText('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.')
      .waitFor();
    expect(await countdown.textContent()).toMatch(/Erneut möglich in (5:00|4:5\d)/);
    expect(await page.getByRole('button', { name: 'Anmelden', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('E-Mail oder Benutzername').isDisabled()).toBe(true);
    const first = await countdown.textContent();
    // It counts down: the text changes within a few seconds (polled, not slept).
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
    await screenshot(page, 'auth-blocked');

    // The server agrees: even the right password is refused now.
    const res = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'NZBKino-Admin-2026' }),
    });
    expect(res.status).toBe(429);
    expect((await res.json()).blockTime).toBeGreaterThan(250);
  });

  it('raised no script errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });

  it('asked the server only for routes it has (no "Route … nicht gefunden")', async () => {
    const missing = await Promise.all(routeChecks.map((check) => check()));
    expect(missing.flat()).toEqual([]);
  });
});
