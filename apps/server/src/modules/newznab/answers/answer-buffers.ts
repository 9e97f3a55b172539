/**
 * Buffers that Newznab answers are written into, given back once an answer
 * has gone out. An answer of 100 items is 90–190 KB; made new each time,
 * that memory lies outside V8's heap, and at ~1,000 answers a second its
 * growth set off V8's "external memory pressure" collections of the whole
 * heap several times a second (bench/README.md, the eighteenth session).
 */
export const ANSWER_BUFFER_BYTES = 256 * 1024;
/**
 * Enough for the answers in flight on 16–64 connections (at most 16 MB, kept
 * once that many were in flight together); beyond, answers get buffers of
 * their own, as does an answer larger than a pooled buffer.
 */
const KEPT = 64;
const free: Buffer[] = [];

/** A buffer of {@link ANSWER_BUFFER_BYTES} from the pool, or a new one. */
export function takeAnswerBuffer(): Buffer {
  return free.pop() ?? Buffer.allocUnsafeSlow(ANSWER_BUFFER_BYTES);
}

/** Back to the pool: only once nothing reads it any more (the answer was handed to the socket). */
export function giveBackAnswerBuffer(buffer: Buffer): void {
  if (buffer.length === ANSWER_BUFFER_BYTES && buffer.byteOffset === 0 && free.length < KEPT)
    free.push(buffer);
}
