import type { NntpProtocolReason } from '@nzbkino/shared';

/** What the reader does after a status line, as the connection decides from its pending command. */
export type AfterStatus = 'single' | 'data' | 'switch';

/** The connection's side of the reader. */
export interface AnswerSink {
  /** A status line (code, text after the code). */
  status(code: number, text: string): AfterStatus;
  /** Lines of a data block: without CRLF, dot-unstuffed, views into the received chunk. */
  lines(lines: Buffer[]): void;
  /** The terminating "." of a data block. */
  end(): void;
  /** The stream broke the protocol; the reader stops for good. */
  malformed(reason: NntpProtocolReason): void;
}

const LF = 0x0a;
const CR = 0x0d;
const DOT = 0x2e;
const STATUS = /^([1-5]\d\d)(?:[ \t](.*))?$/s;

/**
 * Splits the server's byte stream into status lines and data-block lines
 * (RFC 3977 §3.1.1): bytes, not strings, because overview lines and article
 * bodies are not reliably UTF-8 and decoding belongs to the caller. Lines are
 * zero-copy views except when one straddles two chunks. A line longer than
 * `maxLineBytes` is a protocol error as soon as that many bytes have arrived
 * without a line end, so a hostile server cannot make us buffer without limit.
 */
export class AnswerReader {
  private partial: Buffer[] = [];
  private partialBytes = 0;
  private inData = false;
  private stopped = false;

  constructor(
    private readonly sink: AnswerSink,
    private readonly maxLineBytes: number,
  ) {}

  /** Whether a data block is being read (a close now cuts an answer short). */
  get midAnswer(): boolean {
    return this.inData || this.partialBytes > 0;
  }

  /**
   * Feeds received bytes. Returns the unread rest when a status line asked for
   * a switch (STARTTLS, COMPRESS): those bytes belong to the new layer.
   */
  push(chunk: Buffer): Buffer | undefined {
    if (this.stopped) return undefined;
    let batch: Buffer[] = [];
    let start = 0;
    while (start < chunk.length) {
      const lf = chunk.indexOf(LF, start);
      if (lf < 0) break;
      let line: Buffer;
      if (this.partialBytes > 0) {
        this.partial.push(chunk.subarray(start, lf));
        line = Buffer.concat(this.partial);
        this.partial = [];
        this.partialBytes = 0;
      } else {
        line = chunk.subarray(start, lf);
      }
      start = lf + 1;
      // NNTP ends lines with CRLF; a bare LF is tolerated (some servers' data blocks).
      if (line.length > 0 && line[line.length - 1] === CR) line = line.subarray(0, line.length - 1);
      if (line.length > this.maxLineBytes) return this.fail('line_too_long');

      if (this.inData) {
        if (line[0] === DOT) {
          if (line.length === 1) {
            if (batch.length) this.sink.lines(batch);
            batch = [];
            this.inData = false;
            this.sink.end();
            if (this.stopped) return undefined;
            continue;
          }
          line = line.subarray(1); // dot-stuffing
        }
        batch.push(line);
        continue;
      }

      const match = STATUS.exec(line.toString('utf8'));
      if (!match) return this.fail('status_line');
      const after = this.sink.status(Number(match[1]), match[2] ?? '');
      if (this.stopped) return undefined;
      if (after === 'data') this.inData = true;
      else if (after === 'switch') {
        this.partial = [];
        return chunk.subarray(start);
      }
    }
    if (batch.length) this.sink.lines(batch);
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.partialBytes += rest.length;
      if (this.partialBytes > this.maxLineBytes + 1) return this.fail('line_too_long');
      this.partial.push(rest);
    }
    return undefined;
  }

  /** Stops reading (the connection is closing). */
  stop(): void {
    this.stopped = true;
    this.partial = [];
    this.partialBytes = 0;
  }

  private fail(reason: NntpProtocolReason): undefined {
    this.stop();
    this.sink.malformed(reason);
    return undefined;
  }
}
