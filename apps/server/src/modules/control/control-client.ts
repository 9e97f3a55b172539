import { createConnection, type Socket } from 'node:net';
import { dataDirMessages } from '@nzbkino/shared';
import type { CommandReporter } from './command';
import { readEndpoint, type ControlEndpoint } from './control-endpoint';
import { messageSchema, readLines, send } from './control-protocol';

/** The server holding the lock has ended before it took the command: the caller may open the folder itself. */
export class ServerGoneError extends Error {}

/** The server refused or failed the command; the message says why (in German). */
export class ControlCommandError extends Error {}

const POLL_MS = 200;
/** How long a CLI waits for a server that holds the folder but is still starting. */
const READY_WAIT_MS = 60_000;

export interface ServerHolding {
  dataDir: string;
  lockId: string;
  /** Whether the holder still runs; while it starts up the CLI waits. */
  stillRunning: () => boolean;
  /** Said once when the CLI waits for the server to take commands. */
  onWait: () => void;
  notReady: () => Error;
}

async function endpointOf(holding: ServerHolding): Promise<ControlEndpoint> {
  const deadline = Date.now() + READY_WAIT_MS;
  let told = false;
  for (;;) {
    const endpoint = await readEndpoint(holding.dataDir, holding.lockId);
    if (endpoint) return endpoint;
    if (!holding.stillRunning()) throw new ServerGoneError();
    if (Date.now() > deadline) throw holding.notReady();
    if (!told) holding.onWait();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function connect(endpoint: ControlEndpoint): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = endpoint.socket
      ? createConnection({ path: endpoint.socket })
      : createConnection({ host: '127.0.0.1', port: endpoint.port! });
    socket.once('connect', () => {
      socket.removeListener('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/**
 * Hands a command to the running server that holds the data folder, and
 * replays what it says (lines, progress) through `report`; answers the
 * command's result.
 */
export async function runOnServer(
  holding: ServerHolding,
  command: string,
  args: unknown,
  report: CommandReporter,
): Promise<unknown> {
  const endpoint = await endpointOf(holding);
  let socket: Socket;
  try {
    socket = await connect(endpoint);
  } catch (error) {
    if (!holding.stillRunning()) throw new ServerGoneError();
    throw error;
  }
  return exchange(socket, endpoint.token, command, args, report);
}

/** Sends one request with `token` and reads the answer; exported for tests of the channel's checks. */
export function exchange(
  socket: Socket,
  token: string,
  command: string,
  args: unknown,
  report: CommandReporter,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    readLines(socket, 64 * 1024 * 1024, (line) => {
      const parsed = messageSchema.safeParse(safeJson(line));
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'print') report.print(message.line);
      else if (message.type === 'progress') report.progress(message.done, message.total, message.label);
      else if (message.type === 'result') finish(() => resolve(message.value));
      else finish(() => reject(new ControlCommandError(message.message)));
    });
    socket.on('error', () => {});
    socket.on('close', () =>
      finish(() => reject(new ControlCommandError(dataDirMessages.serverConnectionLost))),
    );
    send(socket, { token, command, args });
  });
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
