import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent after DATA (dot-stuffing undone). */
  data: string;
  /** AUTH PLAIN credentials, when the client authenticated. */
  auth: { user: string; pass: string } | null;
}

export interface SmtpTestServer {
  port: number;
  mails: ReceivedMail[];
  /** While true, every recipient is refused with a temporary error (451), as a mail server that is down for maintenance. */
  refusing: boolean;
  close(): Promise<void>;
}

/**
 * A tiny loopback SMTP receiver for tests (RFC 5321 subset: EHLO/HELO, AUTH
 * PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT). No TLS is offered, so
 * nodemailer talks plain SMTP to it.
 */
export function startSmtpTestServer(): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  const state = { refusing: false };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let mode: 'command' | 'data' | 'auth-login-user' | 'auth-login-pass' = 'command';
    let current: ReceivedMail = { from: '', to: [], data: '', auth: null };
    let auth: ReceivedMail['auth'] = null;
    let loginUser = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');

    const handle = (line: string) => {
      if (mode === 'auth-login-user') {
        loginUser = decode(line);
        mode = 'auth-login-pass';
        return reply('334 UGFzc3dvcmQ6');
      }
      if (mode === 'auth-login-pass') {
        auth = { user: loginUser, pass: decode(line) };
        mode = 'command';
        return reply('235 2.7.0 Authentication successful');
      }
      const [verb = '', ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return socket.write('250-localhost\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
        case 'HELO':
          return reply('250 localhost');
        case 'AUTH': {
          const [mech = '', initial] = arg.split(' ');
          if (mech.toUpperCase() === 'PLAIN' && initial) {
            const [, user = '', pass = ''] = decode(initial).split('\0');
            auth = { user, pass };
            return reply('235 2.7.0 Authentication successful');
          }
          if (mech.toUpperCase() === 'LOGIN') {
            mode = 'auth-login-user';
            return reply('334 VXNlcm5hbWU6');
          }
          return reply('504 5.5.4 Unrecognized authentication type');
        }
        case 'MAIL':
          current = { from: /<([^>]*)>/.exec(arg)?.[1] ?? '', to: [], data: '', auth };
          return reply('250 2.1.0 OK');
        case 'RCPT':
          if (state.refusing) return reply('451 4.3.0 Try again later');
          current.to.push(/<([^>]*)>/.exec(arg)?.[1] ?? '');
          return reply('250 2.1.5 OK');
        case 'DATA':
          mode = 'data';
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          current = { from: '', to: [], data: '', auth };
          return reply('250 OK');
        case 'NOOP':
          return reply('250 OK');
        case 'QUIT':
          reply('221 Bye');
          return socket.end();
        default:
          return reply('502 5.5.2 Command not implemented');
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (mode === 'data') {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          mails.push(current);
          mode = 'command';
          reply('250 2.0.0 Queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        handle(line);
      }
    });
    reply('220 localhost ESMTP test');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('no port'));
      resolve({
        port: address.port,
        mails,
        get refusing() {
          return state.refusing;
        },
        set refusing(value: boolean) {
          state.refusing = value;
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
