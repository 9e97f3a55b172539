import { nntpDetails, type NntpProtocolReason } from '@nzbkino/shared';
import { AnswerReader, type AfterStatus, type AnswerSink } from './nntp-answer-reader';
import { NntpError, type NntpErrorContext } from './nntp-error';
import type { NntpTransport } from './nntp-transport';

/** A server's answer to one command: its status, and the data block when there was one. */
export interface Answer {
  code: number;
  text: string;
  lines: Buffer[];
  /** Bytes of the collected lines, CRLF included. */
  bytes: number;
  /** Lines of the data block (also when they went to onLines). */
  count: number;
}

export interface SendSpec {
  context: NntpErrorContext;
  /** The success code whose answer carries a data block (OVER 224, BODY 222 …). */
  dataCode?: number;
  /** The success code after which the byte stream changes layer (STARTTLS 382, COMPRESS 206). */
  switchCode?: number;
  /** Receives the data block in batches instead of collecting it. */
  onLines?: (lines: Buffer[]) => void;
  /** Largest data block collected, in bytes. */
  limit?: number;
}

interface Pending {
  context: NntpErrorContext;
  dataCode: number;
  switchCode: number;
  onLines: ((lines: Buffer[]) => void) | null;
  limit: number;
  answer: Answer;
  tooLarge: boolean;
  sinkError: unknown;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * Pipelining (RFC 3977 §3.5): commands written one after another, their
 * answers matched in order against this queue. It also keeps the idle timer —
 * a command whose answer stops arriving fails the whole connection, because
 * every answer behind it would be read out of step.
 */
export class CommandQueue implements AnswerSink {
  private readonly pending: Pending[] = [];
  private readonly reader: AnswerReader;
  private timer: NodeJS.Timeout | null = null;
  private timerMs = 0;
  private switching: 'tls' | 'compress' | null = null;

  constructor(
    private readonly transport: NntpTransport,
    private readonly context: NntpErrorContext,
    private readonly limits: { maxLineBytes: number; maxDataBytes: number },
    /** The stream is broken (timeout, protocol error) or the server said goodbye: the connection must close. */
    private readonly broken: (error: NntpError | null) => void,
  ) {
    this.reader = new AnswerReader(this, limits.maxLineBytes);
  }

  get length(): number {
    return this.pending.length;
  }

  /** Writes a command; resolves with its answer whatever the status (the caller decides what it means). */
  send(command: string, spec: SendSpec, timeoutMs: number): Promise<Answer> {
    const answer = this.expect(spec, timeoutMs);
    this.transport.write(`${command}\r\n`);
    return answer;
  }

  /** Waits for an answer nobody asked for: the greeting. */
  expect(spec: SendSpec, timeoutMs: number): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.pending.push({
        context: spec.context,
        dataCode: spec.dataCode ?? 0,
        switchCode: spec.switchCode ?? 0,
        onLines: spec.onLines ?? null,
        limit: spec.limit ?? this.limits.maxDataBytes,
        answer: { code: 0, text: '', lines: [], bytes: 0, count: 0 },
        tooLarge: false,
        sinkError: undefined,
        resolve,
        reject,
      });
      this.startTimer(timeoutMs);
    });
  }

  /** Bytes from the server. */
  receive(chunk: Buffer): void {
    this.timer?.refresh();
    const rest = this.reader.push(chunk);
    if (rest === undefined) return;
    const layer = this.switching;
    this.switching = null;
    if (layer === 'compress') this.transport.startCompression(rest);
    else if (rest.length > 0) {
      // RFC 4642 §2.2.2: plain text behind 382 could be an attacker's injection.
      this.broken(new NntpError('protocol', { ...this.context, reason: 'plaintext_after_starttls' }));
    }
  }

  /** What the socket closing means for the commands still waiting (null: nothing was waiting). */
  closeReason(error: NntpError | null, greeted: boolean): NntpError | null {
    const head = this.pending[0];
    if (!head) return error;
    if (error && error.kind !== 'connection_lost') return error;
    const detail = this.reader.midAnswer ? nntpDetails.closedMidAnswer : nntpDetails.closedByServer;
    // Closed before the greeting: the server does not want us (connection limit, banned address).
    return new NntpError(greeted || error ? 'connection_lost' : 'refused', {
      ...head.context,
      detail: error?.context.detail ? `${detail} (${error.context.detail})` : detail,
    });
  }

  /** Fails every waiting command: the first with `error`, those behind it as innocent bystanders. */
  close(error: NntpError | null): void {
    this.reader.stop();
    this.stopTimer();
    const pending = this.pending.splice(0);
    const first = pending.shift();
    if (first) first.reject(error ?? this.lost(first.context, nntpDetails.closedByClient));
    for (const p of pending) {
      p.reject(
        error && (error.kind === 'timeout' || error.kind === 'connection_lost')
          ? error
          : this.lost(p.context, error ? nntpDetails.closedAfterError : nntpDetails.closedByClient),
      );
    }
  }

  lost(context: NntpErrorContext, detail: string): NntpError {
    return new NntpError('connection_lost', { ...context, detail });
  }

  // --- AnswerSink: the reader calls these in the order the bytes arrived ---

  status(code: number, text: string): AfterStatus {
    const head = this.pending[0];
    if (!head) {
      // An answer to nothing: a server closing an idle connection (400) is normal; anything else is a broken stream.
      this.broken(
        code === 400 || code === 205
          ? null
          : new NntpError('protocol', {
              ...this.context,
              code,
              serverText: text,
              reason: 'unexpected_answer',
            }),
      );
      return 'single';
    }
    head.answer.code = code;
    head.answer.text = text;
    if (code === head.dataCode) return 'data';
    this.complete();
    if (code === head.switchCode && code !== 0) {
      this.switching = code === 382 ? 'tls' : 'compress';
      return 'switch';
    }
    return 'single';
  }

  lines(lines: Buffer[]): void {
    const head = this.pending[0]!;
    head.answer.count += lines.length;
    if (head.tooLarge || head.sinkError !== undefined) return;
    if (head.onLines) {
      try {
        head.onLines(lines);
      } catch (error) {
        // Keep reading to the end of the block so the next answer is read in step.
        head.sinkError = error;
      }
      return;
    }
    const answer = head.answer;
    for (const line of lines) {
      answer.bytes += line.length + 2;
      if (answer.bytes > head.limit) {
        // Drop what was collected and the rest as it comes: memory stays bounded, the stream in step.
        head.tooLarge = true;
        answer.lines = [];
        return;
      }
      answer.lines.push(line);
    }
  }

  end(): void {
    this.complete();
  }

  malformed(reason: NntpProtocolReason): void {
    const context = this.pending[0]?.context ?? this.context;
    this.broken(new NntpError('protocol', { ...context, reason, limitBytes: this.limits.maxLineBytes }));
  }

  private complete(): void {
    const head = this.pending.shift()!;
    if (this.pending.length === 0) this.stopTimer();
    else this.timer?.refresh();
    if (head.sinkError !== undefined) head.reject(head.sinkError);
    else if (head.tooLarge) {
      head.reject(
        new NntpError('protocol', { ...head.context, reason: 'answer_too_large', limitBytes: head.limit }),
      );
    } else head.resolve(head.answer);
  }

  private startTimer(ms: number): void {
    if (this.timer && this.timerMs === ms) return;
    this.stopTimer();
    this.timerMs = ms;
    this.timer = setTimeout(() => {
      const context = this.pending[0]?.context ?? this.context;
      this.broken(new NntpError('timeout', { ...context, seconds: Math.round(ms / 1000) }));
    }, ms);
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
