import { chmod } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { dataDirMessages } from '@nzbkino/shared';
import type { CommandContext, CommandReporter, ControlCommand } from './command';
import { newToken, prepareControlDir, removeEndpoint, tokensMatch, writeEndpoint } from './control-endpoint';
import { readLines, requestSchema, send } from './control-protocol';

export interface ControlLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ControlServerOptions {
  dataDir: string;
  /** The id of the data folder lock this server holds; a CLI checks it before talking. */
  lockId: string;
  context: CommandContext;
  commands: ReadonlyMap<string, ControlCommand>;
  log: ControlLog;
}

export interface ControlServer {
  /** Takes no more commands and waits for those under way. */
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The server's control channel: CLI commands that must not open the embedded
 * database beside the server (import, create-admin, …) are sent here and run
 * with the server's own services. A Unix socket in an owner-only folder, and
 * a secret token (owner-only file) on top; anything else is refused.
 */
export async function startControlServer(options: ControlServerOptions): Promise<ControlServer> {
  const { dataDir, lockId, log } = options;
  const socketPath = await prepareControlDir(dataDir);
  const token = newToken();
  const running = new Set<Promise<void>>();
  const server = createServer((socket) => {
    const done = serve(socket, token, options);
    running.add(done);
    void done.finally(() => running.delete(done));
  });
  const address = await listen(server, socketPath);
  if (socketPath) await chmod(socketPath, 0o600);
  await writeEndpoint(dataDir, { lockId, token, ...address });
  log.info({ ...address }, 'Befehlskanal für die CLI bereit');
  return {
    close: async () => {
      await removeEndpoint(dataDir, socketPath);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(running);
    },
  };
}

function listen(server: Server, socketPath: string | null): Promise<{ socket?: string; port?: number }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const ready = () => {
      server.removeListener('error', reject);
      const address = server.address();
      resolve(
        socketPath ? { socket: socketPath } : { port: typeof address === 'object' ? address!.port : 0 },
      );
    };
    if (socketPath) server.listen(socketPath, ready);
    else server.listen(0, '127.0.0.1', ready);
  });
}

/** Reads the one request line, checks token and arguments, runs the command and streams its words back. */
function serve(socket: Socket, token: string, options: ControlServerOptions): Promise<void> {
  return new Promise((resolve) => {
    // A command runs to its end even when its CLI goes away: what it recorded is recorded.
    let work: Promise<void> = Promise.resolve();
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on('close', () => void work.then(resolve));
    socket.on('error', () => {});
    let seen = false;
    readLines(socket, MAX_REQUEST_BYTES, (line) => {
      if (seen) return;
      seen = true;
      socket.setTimeout(0);
      work = handle(socket, line, token, options).finally(() => socket.end());
    });
  });
}

async function handle(socket: Socket, line: string, token: string, options: ControlServerOptions) {
  let request: ReturnType<typeof requestSchema.parse>;
  try {
    request = requestSchema.parse(JSON.parse(line));
  } catch {
    options.log.warn({}, 'Befehlskanal: ungültige Anfrage abgewiesen');
    return send(socket, { type: 'error', message: dataDirMessages.controlBadRequest, denied: true });
  }
  if (!tokensMatch(request.token, token)) {
    options.log.warn({}, 'Befehlskanal: falsches Token abgewiesen');
    return send(socket, { type: 'error', message: dataDirMessages.controlDenied, denied: true });
  }
  const command = options.commands.get(request.command);
  if (!command)
    return send(socket, { type: 'error', message: dataDirMessages.controlUnknownCommand(request.command) });
  const args = command.args.safeParse(request.args);
  if (!args.success) {
    const problems = args.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    return send(socket, { type: 'error', message: `${dataDirMessages.controlBadRequest} ${problems}` });
  }
  const report: CommandReporter = {
    print: (text) => send(socket, { type: 'print', line: text }),
    progress: (done, total, label) => send(socket, { type: 'progress', done, total, label }),
  };
  options.log.info({ command: command.name }, 'Befehl der CLI wird ausgeführt');
  try {
    const value = await command.run(options.context, args.data, report);
    send(socket, { type: 'result', value });
  } catch (error) {
    send(socket, { type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
