import { parentPort, workerData } from 'node:worker_threads';
import { prepareNzb, type IngestSource, type PreparedNzb } from './prepare-nzb';
import type { PrepareReply, PrepareRequest } from './prepare-nzb.pool';

/*
 * An ingest worker thread: prepares the NZBs the main thread sends it, one at
 * a time, and sends the result back with the compressed bytes transferred,
 * not copied. The buffers arrive as plain Uint8Arrays and are wrapped, not copied.
 */

const { maxNzbBytes } = workerData as { maxNzbBytes: number };

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function transferables(result: PreparedNzb): ArrayBuffer[] {
  if (result.status !== 'ready') return [];
  const list = [result.nzb.stored, result.nfo?.stored].filter((b): b is Uint8Array => b !== undefined);
  // Only buffers the result owns alone can move; brotli output always does.
  return list.filter((b) => b.byteLength === b.buffer.byteLength).map((b) => b.buffer as ArrayBuffer);
}

parentPort!.on('message', ({ id, input }: PrepareRequest) => {
  let reply: PrepareReply;
  try {
    const own: IngestSource =
      'nzbPath' in input
        ? input
        : {
            nzb: asBuffer(input.nzb),
            ...(input.fileName !== undefined ? { fileName: input.fileName } : {}),
            ...(input.nfo ? { nfo: asBuffer(input.nfo) } : {}),
          };
    const result = prepareNzb(own, maxNzbBytes);
    parentPort!.postMessage({ id, result } satisfies PrepareReply, transferables(result));
    return;
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
