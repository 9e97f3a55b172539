import type { Page } from 'playwright-core';

/** The header that carries the answer when the server runs with CAPTCHA_TEST_MODE=true. */
const ANSWER_HEADER = 'x-captcha-test-answer';

/**
 * Remembers the answer of every captcha the page loads. Only possible against a
 * server started with CAPTCHA_TEST_MODE=true, which a production start refuses.
 */
export function captchaSolver(page: Page) {
  const answers = new Map<string, string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/auth/captcha') || response.status() !== 200) return;
    const answer = response.headers()[ANSWER_HEADER];
    const body = (await response.json().catch(() => null)) as { id?: string } | null;
    if (answer && body?.id) answers.set(body.id, answer);
  });

  /** Types the answer of the captcha shown now; `previous` waits for a newer one after a failure. */
  async function solve(previous?: string): Promise<string> {
    const image = page.locator('img[data-captcha-id]');
    let id = '';
    await page.waitForFunction((old) => {
      const current = document.querySelector('img[data-captcha-id]')?.getAttribute('data-captcha-id');
      return Boolean(current) && current !== old;
    }, previous ?? null);
    for (let i = 0; i < 50; i++) {
      id = (await image.getAttribute('data-captcha-id')) ?? '';
      if (answers.has(id)) break;
      await page.waitForTimeout(100);
    }
    const answer = answers.get(id);
    if (!answer) throw new Error(`no answer seen for captcha ${id}`);
    await page.getByLabel('Sicherheitscode', { exact: true }).fill(answer);
    return id;
  }

  return { solve };
}
