import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageListSchema, siteInfoSchema } from '@nzbkino/shared';
import { bearer, tokenFor } from './auth-helpers';
import { readOutbox } from './mail-helpers';
import { createTestApp, type TestApp } from './test-app';

const SENT = 'Deine Nachricht wurde erfolgreich gesendet! Wir werden uns bald bei dir melden.';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ contact: { recipient: undefined, perHour: 3 } });
  for (const role of ['USER', 'ADMIN'] as const) {
    const name = `kontakt-${role.toLowerCase()}`;
    await t.app.services.users.createAccount({
      username: name,
      email: `${name}@example.org`,
      password: 'Kontakt-Test-1',
      role,
    });
    tokens[role] = await tokenFor(t.app, name, 'Kontakt-Test-1');
  }
});
afterAll(() => t.close());

const send = (payload: object, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

describe('POST /api/contact (FAQ contact form)', () => {
  it('stores the message and mails it to the administrators, reply going to the sender', async () => {
    const res = await send({
      name: 'Anna Beispiel',
      email: 'anna@example.org',
      subject: 'Frage zu Releases',
      message: 'Gibt es Metropolis auch in 4K?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SENT });
    await t.app.services.mail.idle();
    const mail = readOutbox(t.dataDir).at(-1)!;
    expect(mail.to).toBe('kontakt-admin@example.org');
    expect(mail.subject).toBe('[NZBKino] Kontaktformular: Frage zu Releases');
    expect(mail.text).toContain('Von: Anna Beispiel <anna@example.org>');
    expect(mail.text).toContain('Gibt es Metropolis auch in 4K?');

    const list = await t.app.inject({
      url: '/api/admin/contact-messages',
      headers: bearer(tokens.ADMIN!),
    });
    expect(list.statusCode).toBe(200);
    const body = contactMessageListSchema.parse(list.json());
    expect(body.total).toBe(1);
    expect(body.messages[0]).toMatchObject({
      name: 'Anna Beispiel',
      email: 'anna@example.org',
      subject: 'Frage zu Releases',
      message: 'Gibt es Metropolis auch in 4K?',
    });
  });

  it('lets only administrators read the messages', async () => {
    expect((await t.app.inject({ url: '/api/admin/contact-messages' })).statusCode).toBe(401);
    const member = await t.app.inject({ url: '/api/admin/contact-messages', headers: bearer(tokens.USER!) });
    expect(member.statusCode).toBe(403);
  });

  it('asks for name, a valid e-mail and a message, in German', async () => {
    const res = await send({ name: '', email: 'kein-mail', message: '   ' }, '198.51.100.8');
    expect(res.statusCode).toBe(400);
    const { message } = res.json<{ message: string }>();
    expect(message).toContain('name: darf nicht leer sein');
    expect(message).toContain('email: Ungültige E-Mail');
    expect(message).toContain('message: darf nicht leer sein');
    expect(message).not.toMatch(/expected|received|string/);
  });

  it('limits messages per sender address and per client network', async () => {
    const from = (address: string, email: string) => send({ name: 'Bert', email, message: 'Hallo' }, address);
    for (let i = 0; i < 3; i += 1)
      expect((await from('203.0.113.1', 'bert@example.org')).statusCode).toBe(201);
    const limited = await from('203.0.113.1', 'bert@example.org');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message:
        'Du hast in der letzten Stunde schon mehrere Nachrichten gesendet. Bitte versuche es später erneut.',
    });
    // Another network cannot send more for the same address either…
    expect((await from('203.0.113.99', 'BERT@example.org')).statusCode).toBe(429);
    // …while another sender from elsewhere still can.
    expect((await from('203.0.113.50', 'carla@example.org')).statusCode).toBe(201);
  });
});

describe('marking contact messages done', () => {
  const admin = () => bearer(tokens.ADMIN!);
  const list = async (query = '') =>
    contactMessageListSchema.parse(
      (await t.app.inject({ url: `/api/admin/contact-messages${query}`, headers: admin() })).json(),
    );
  const mark = (id: number, handled: unknown, headers: Record<string, string> = admin()) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/contact-messages/${id}`,
      headers,
      payload: { handled },
    });

  it('moves a message from the open list to the done list, with who and when, and back', async () => {
    const sent = await send(
      { name: 'Erik', email: 'erik@example.org', message: 'Bitte um Rückruf' },
      '192.0.2.44',
    );
    expect(sent.statusCode).toBe(201);
    const before = await list();
    const message = before.messages.find((m) => m.email === 'erik@example.org')!;
    expect(message).toMatchObject({ handledAt: null, handledBy: null });
    expect((await list('?status=open')).messages.map((m) => m.id)).toContain(message.id);

    const done = await mark(message.id, true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: message.id, handledBy: 'kontakt-admin' });
    const handledAt = done.json<{ handledAt: string }>().handledAt;
    expect(Date.now() - Date.parse(handledAt)).toBeLessThan(60_000);

    const open = await list('?status=open');
    expect(open.messages.map((m) => m.id)).not.toContain(message.id);
    expect(open.openCount).toBe(before.openCount - 1);
    expect(open.total).toBe(open.openCount);
    const handled = await list('?status=handled');
    expect(handled.messages.find((m) => m.id === message.id)).toMatchObject({ handledBy: 'kontakt-admin' });
    // All messages, whatever their state.
    expect((await list()).total).toBe(before.total);

    // Marking it again keeps the first mark (and is no change to record).
    expect((await mark(message.id, true)).json()).toMatchObject({ handledAt });

    const reopened = await mark(message.id, false);
    expect(reopened.json()).toMatchObject({ handledAt: null, handledBy: null });
    expect((await list('?status=open')).messages.map((m) => m.id)).toContain(message.id);

    const audit = await t.app.inject({
      url: `/api/admin/audit?entityType=contact_message&entityId=${message.id}`,
      headers: admin(),
    });
    expect(audit.json<{ entries: { action: string; actorName: string }[] }>().entries).toMatchObject([
      { action: 'contact.reopen', actorName: 'kontakt-admin' },
      { action: 'contact.handle', actorName: 'kontakt-admin' },
    ]);
  });

  it('is for administrators only, and says so for a message that does not exist or a bad body', async () => {
    const [first] = (await list()).messages;
    expect((await mark(first!.id, true, {})).statusCode).toBe(401);
    expect((await mark(first!.id, true, bearer(tokens.USER!))).statusCode).toBe(403);
    expect((await list()).messages.find((m) => m.id === first!.id)).toMatchObject({ handledAt: null });
    const missing = await mark(999_999, true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Nachricht nicht gefunden' });
    expect((await mark(first!.id, 'ja')).statusCode).toBe(400);
    const badStatus = await t.app.inject({ url: '/api/admin/contact-messages?status=neu', headers: admin() });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('CONTACT_EMAIL', () => {
  it('sends the messages there instead of to the administrators', async () => {
    const other = await createTestApp({ contact: { recipient: 'kontakt@betreiber.example', perHour: 5 } });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Dora', email: 'dora@example.org', message: 'Hallo Betreiber' },
      });
      expect(res.statusCode).toBe(201);
      await other.app.services.mail.idle();
      const [mail] = readOutbox(other.dataDir);
      expect(mail).toMatchObject({ to: 'kontakt@betreiber.example', subject: '[NZBKino] Kontaktformular' });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/site-info (operator settings in DATA_DIR)', () => {
  it('is empty while the operator has set nothing, and shows what the files say', async () => {
    const empty = siteInfoSchema.parse((await t.app.inject({ url: '/api/site-info' })).json());
    expect(empty).toEqual({
      supportEmail: null,
      supportPhone: null,
      supportHours: [],
      team: [],
      impressum: null,
      privacyPolicy: null,
      forumUrl: null,
    });
    mkdirSync(t.dataDir, { recursive: true });
    writeFileSync(
      path.join(t.dataDir, 'site-info.json'),
      JSON.stringify({
        supportEmail: 'hilfe@kino.example',
        supportHours: ['Mo–Fr: 10:00–16:00 Uhr'],
        team: [{ name: 'Erika Muster', role: 'Betrieb' }],
      }),
    );
    writeFileSync(path.join(t.dataDir, 'impressum.txt'), 'Erika Muster\nMusterstraße 1\n12345 Musterstadt\n');
    writeFileSync(path.join(t.dataDir, 'datenschutz.txt'), '\n');
    const info = siteInfoSchema.parse((await t.app.inject({ url: '/api/site-info' })).json());
    expect(info).toEqual({
      supportEmail: 'hilfe@kino.example',
      supportPhone: null,
      supportHours: ['Mo–Fr: 10:00–16:00 Uhr'],
      team: [{ name: 'Erika Muster', role: 'Betrieb' }],
      impressum: 'Erika Muster\nMusterstraße 1\n12345 Musterstadt',
      privacyPolicy: null,
      forumUrl: null,
    });
  });
});
