// The demo server writes its mails to DATA_DIR/outbox (no SMTP configured);
// they are read the way the server's integration tests read them.
import { readOutbox } from '../../apps/server/test/mail-helpers';

/** Waits for a mail to `to` whose text matches `pattern`; answers the first capture group. */
export async function waitForMail(
  dataDir: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of readOutbox(dataDir).reverse()) {
      const match = mail.to === to ? pattern.exec(mail.text) : null;
      if (match) return match[1] ?? match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}
