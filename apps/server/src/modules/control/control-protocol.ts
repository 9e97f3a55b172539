import type { Socket } from 'node:net';
import { z } from 'zod';

/** The first and only line a client sends. */
export const requestSchema = z.object({
  token: z.string(),
  command: z.string().max(100),
  args: z.unknown(),
});

/** Lines the server sends back, one JSON object each (NDJSON), the last a result or an error. */
export type ControlMessage =
  | { type: 'print'; line: string }
  | { type: 'progress'; done: number; total: number; label: string }
  | { type: 'result'; value: unknown }
  | { type: 'error'; message: string; denied?: boolean };

export const messageSchema: z.ZodType<ControlMessage> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('print'), line: z.string() }),
  z.object({ type: z.literal('progress'), done: z.number(), total: z.number(), label: z.string() }),
  z.object({ type: z.literal('result'), value: z.unknown() }),
  z.object({ type: z.literal('error'), message: z.string(), denied: z.boolean().optional() }),
]);

/** Calls `onLine` for each newline-terminated line; a line longer than `maxBytes` destroys the socket. */
export function readLines(socket: Socket, maxBytes: number, onLine: (line: string) => void): void {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      onLine(line);
      if (socket.destroyed) return;
    }
    if (buffered.length > maxBytes) socket.destroy();
  });
}

export function send(socket: Socket, message: ControlMessage | z.input<typeof requestSchema>): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
}
