import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * Where a running server takes commands, in DATA_DIR/control/ (owner-only):
 * `endpoint.json` (0600) names the socket (or a loopback port) and the
 * secret token a CLI must present; it belongs to one holding of the data
 * folder's lock, so a CLI never talks to a server that has gone.
 */
export const endpointSchema = z.object({
  lockId: z.string(),
  token: z.string().regex(/^[0-9a-f]{64}$/),
  socket: z.string().optional(),
  port: z.number().int().min(1).max(65535).optional(),
});
export type ControlEndpoint = z.infer<typeof endpointSchema>;

// sun_path holds 104–108 bytes depending on the system; longer folders use a loopback port.
const MAX_SOCKET_PATH = 100;

export const controlDir = (dataDir: string) => path.join(dataDir, 'control');
const endpointFile = (dataDir: string) => path.join(controlDir(dataDir), 'endpoint.json');

export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** Compares without revealing through timing how much of a guess was right. */
export function tokensMatch(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Makes DATA_DIR/control an owner-only folder, empty of the last server's
 * socket and endpoint, and answers the socket path to listen on (null: too
 * long for a socket, use a loopback port).
 */
export async function prepareControlDir(dataDir: string): Promise<string | null> {
  const dir = controlDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const info = await lstat(dir);
  const uid = process.getuid?.();
  if (!info.isDirectory() || (uid !== undefined && info.uid !== uid)) {
    throw new Error(`${dir} ist kein eigener Ordner dieses Benutzers.`);
  }
  await chmod(dir, 0o700);
  const socket = path.join(dir, 'control.sock');
  await rm(socket, { force: true });
  await rm(endpointFile(dataDir), { force: true });
  return Buffer.byteLength(socket) <= MAX_SOCKET_PATH ? socket : null;
}

export async function writeEndpoint(dataDir: string, endpoint: ControlEndpoint): Promise<void> {
  const file = endpointFile(dataDir);
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, JSON.stringify(endpoint), { mode: 0o600, flag: 'wx' });
  await rename(temp, file);
}

/** The endpoint of the holding `lockId`, or null while there is none (the server is still starting). */
export async function readEndpoint(dataDir: string, lockId: string): Promise<ControlEndpoint | null> {
  let text: string;
  try {
    text = await readFile(endpointFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = endpointSchema.safeParse(value);
  return parsed.success && parsed.data.lockId === lockId ? parsed.data : null;
}

export async function removeEndpoint(dataDir: string, socket: string | null): Promise<void> {
  await rm(endpointFile(dataDir), { force: true });
  if (socket) await rm(socket, { force: true });
}
