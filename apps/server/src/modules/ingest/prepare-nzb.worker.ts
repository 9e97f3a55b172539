import { move, transferableSymbol, valueSymbol } from 'piscina';
import { prepareNzb, type IngestSource, type PreparedNzb } from './prepare-nzb';
import type { PrepareTask } from './prepare-nzb.pool';

/*
 * A worker thread of the prepare-nzb pool (piscina loads this module): prepares
 * one NZB at a time and sends the result back with the compressed bytes
 * transferred, not copied. The buffers arrive as plain Uint8Arrays and are
 * wrapped, not copied.
 */

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function transferables(result: PreparedNzb): ArrayBuffer[] {
  if (result.status !== 'ready') return [];
  const list = [result.nzb.stored, result.nfo?.stored].filter((b): b is Uint8Array => b !== undefined);
  // Only buffers the result owns alone can move; brotli output always does.
  return list.filter((b) => b.byteLength === b.buffer.byteLength).map((b) => b.buffer as ArrayBuffer);
}

export default function prepareInWorker({ source, maxNzbBytes, rules }: PrepareTask) {
  const own: IngestSource =
    'nzbPath' in source
      ? source
      : {
          nzb: asBuffer(source.nzb),
          ...(source.fileName !== undefined ? { fileName: source.fileName } : {}),
          ...(source.nfo ? { nfo: asBuffer(source.nfo) } : {}),
          ...(source.completion !== undefined ? { completion: source.completion } : {}),
        };
  const result = prepareNzb(own, maxNzbBytes, rules);
  return move({ [transferableSymbol]: transferables(result), [valueSymbol]: result });
}
