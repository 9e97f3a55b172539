import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { MailQueue, type MailLog, type Mailer } from '../src/integrations/mail';
import { OutboxMailer } from '../src/integrations/mail/outbox-mailer';
import { parseMail, resetTokenFrom } from './mail-helpers';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

function recordingLog() {
  const entries: { level: string; details: object; message: string }[] = [];
  const log: MailLog = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { log, entries };
}

async function forgotPassword(t: TestApp, email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(res.statusCode).toBe(200);
  await t.app.services.mail.idle();
}

describe('SMTP delivery', () => {
  it('sends through the configured server with its credentials and sender', async () => {
    const t = await createTestApp({
      publicUrl: 'https://kino.example.org',
      mail: {
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'mailer', pass: 'smtp-geheim' },
        from: 'NZBKino <kino@example.org>',
      },
    });
    try {
      await t.app.services.users.createAccount({
        username: 'smtpnutzer',
        email: 'smtp@example.org',
        password: 'Mail-Test-123',
      });
      const before = smtp.mails.length;
      await forgotPassword(t, 'smtp@example.org');
      expect(smtp.mails).toHaveLength(before + 1);
      const received = smtp.mails.at(-1)!;
      expect(received.auth).toEqual({ user: 'mailer', pass: 'smtp-geheim' });
      expect(received.from).toBe('kino@example.org');
      expect(received.to).toEqual(['smtp@example.org']);
      const mail = parseMail(received.data);
      expect(mail.subject).toBe('Passwort zurücksetzen bei NZBKino');
      expect(mail.text).toContain('Hallo smtpnutzer,');
      expect(resetTokenFrom(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // With SMTP configured nothing lands in the outbox.
      expect(() => readdirSync(path.join(t.dataDir, 'outbox'))).toThrow();
    } finally {
      await t.close();
    }
  });

  it('accepts the server as SMTP_URL too', async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://u%40x:p%3Aw@127.0.0.1:${smtp.port}`,
      SMTP_FROM: 'a@example.org',
    });
    expect(config.mail.smtp).toEqual({ url: `smtp://u%40x:p%3Aw@127.0.0.1:${smtp.port}` });
    const t = await createTestApp({ mail: config.mail });
    try {
      await t.app.services.users.createAccount({
        username: 'urlnutzer',
        email: 'url@example.org',
        password: 'Mail-Test-123',
      });
      await forgotPassword(t, 'url@example.org');
      expect(smtp.mails.at(-1)!.auth).toEqual({ user: 'u@x', pass: 'p:w' });
    } finally {
      await t.close();
    }
  });

  it('answers the request even when the SMTP server is down (the queue logs the failure)', async () => {
    const down = await startSmtpTestServer();
    const port = down.port;
    await down.close();
    const t = await createTestApp({
      mail: {
        smtp: { host: '127.0.0.1', port, secure: false, user: undefined, pass: undefined },
        from: 'a@example.org',
      },
    });
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      await t.app.services.users.createAccount({
        username: 'offline',
        email: 'offline@example.org',
        password: 'Mail-Test-123',
      });
      await forgotPassword(t, 'offline@example.org');
      expect(logged).toHaveBeenCalledWith(
        { err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }) },
        'Mail konnte nicht gesendet werden',
      );
    } finally {
      await t.close();
    }
  });

  it('reads SMTP settings from the environment, port 465 meaning implicit TLS', () => {
    expect(loadConfig({ SMTP_HOST: 'mail.example.org', SMTP_PORT: '465' }).mail.smtp).toMatchObject({
      secure: true,
    });
    expect(loadConfig({ SMTP_HOST: 'mail.example.org' }).mail.smtp).toMatchObject({
      port: 587,
      secure: false,
    });
    expect(loadConfig({}).mail.smtp).toBeNull();
    expect(() => loadConfig({ SMTP_URL: 'http://nope' })).toThrow(/SMTP_URL/);
  });
});

describe('mail queue and outbox', () => {
  it('writes .eml files to the outbox and logs where (never the content)', async () => {
    const { log, entries } = recordingLog();
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'nzbkino-outbox-')), 'outbox');
    const mailer = new OutboxMailer(folder, 'NZBKino <no-reply@localhost>', log);
    await mailer.send({
      to: 'leser@example.org',
      subject: 'Grüße',
      text: 'Geheimer Link: https://x/?token=abc',
    });
    const [file] = readdirSync(folder);
    expect(file).toMatch(/\.eml$/);
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries)).not.toContain('token=abc');
    expect(entries[0]!.details).toMatchObject({ to: 'leser@example.org', subject: 'Grüße' });
  });

  it('logs a failed mail and keeps going', async () => {
    const { log, entries } = recordingLog();
    const failing: Mailer = {
      target: 'kaputt',
      send: () => Promise.reject(new Error('SMTP weg')),
      close: () => undefined,
    };
    const queue = new MailQueue(failing, log);
    queue.enqueue(() => ({ to: 'a@example.org', subject: 's', text: 't' }));
    queue.enqueue(() => null);
    await queue.idle();
    expect(entries.map((e) => e.level)).toEqual(['error']);
  });
});
