import type { Page } from 'playwright-core';

/** The header that carries the answer when the server runs with CAPTCHA_TEST_MODE=true. */
const ANSWER_HEADER = 'x-captcha-test-answer';

/**
 * Remembers the answer of every captcha the page loads. Only possible against a
 * server started with CAPTCHA_TEST_MODE=true, which a production start refuses.
 */
export function captchaSolver(page: Page) {
  const answers = new Map<string, string>();
  const waiting = new Map<string, (answer: string) => void>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/auth/captcha') || response.status() !== 200) return;
    const answer = response.headers()[ANSWER_HEADER];
    const body = (await response.json().catch(() => null)) as { id?: string } | null;
    if (!answer || !body?.id) return;
    answers.set(body.id, answer);
    waiting.get(body.id)?.(answer);
  });

  /** The answer of captcha `id`, once its response has been read (the page may show the image first). */
  function answerOf(id: string): Promise<string> {
    const known = answers.get(id);
    if (known !== undefined) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer seen for captcha ${id}`)), 5_000);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(answer);
      });
    });
  }

  /** Types the answer of the captcha shown now; `previous` waits for a newer one after a failure. */
  async function solve(previous?: string): Promise<string> {
    await page.waitForFunction((old) => {
      const current = document.querySelector('img[data-captcha-id]')?.getAttribute('data-captcha-id');
      return Boolean(current) && current !== old;
    }, previous ?? null);
    const id = (await page.locator('img[data-captcha-id]').getAttribute('data-captcha-id')) ?? '';
    await page.getByLabel('Sicherheitscode', { exact: true }).fill(await answerOf(id));
    return id;
  }

  return { solve };
}
