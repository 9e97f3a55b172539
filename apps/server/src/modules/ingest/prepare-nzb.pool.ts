import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { prepareNzb, type IngestSource, type PreparedNzb } from './prepare-nzb';
import type { ImportFileRules } from './read-import-file';
import { TasksInFlight } from './tasks-in-flight';

/** Runs {@link prepareNzb}: in worker threads, or inline. */
export interface PrepareNzbPool {
  /** How many NZBs it can usefully work on at once. */
  readonly parallelism: number;
  prepare(source: IngestSource): Promise<PreparedNzb>;
  /** When the oldest NZB still being prepared was handed in (epoch ms, or the injected clock's), or null. */
  oldestTaskStartedAt(): number | null;
  close(): Promise<void>;
}

/** How a pool reads files from disk, and the clock it dates its tasks by. */
export interface PrepareOptions extends ImportFileRules {
  clock?: () => number;
}

/** What the main thread sends a worker for one NZB (see prepare-nzb.worker.ts). */
export interface PrepareTask {
  source: { nzb: Uint8Array; fileName?: string; nfo?: Uint8Array; completion?: number } | { nzbPath: string };
  maxNzbBytes: number;
  rules: ImportFileRules;
}

/** On the calling thread: for tests of single NZBs and `INGEST_WORKERS=0`. */
export class InlinePool implements PrepareNzbPool {
  readonly parallelism = 1;
  private readonly inFlight: TasksInFlight;
  private readonly rules: ImportFileRules;

  constructor(
    private readonly maxNzbBytes: number,
    { clock, ...rules }: PrepareOptions = {},
  ) {
    this.inFlight = new TasksInFlight(clock);
    this.rules = rules;
  }

  prepare(source: IngestSource): Promise<PreparedNzb> {
    return this.inFlight.run(async () => prepareNzb(source, this.maxNzbBytes, this.rules));
  }

  oldestTaskStartedAt(): number | null {
    return this.inFlight.oldestStart();
  }

  async close(): Promise<void> {}
}

/**
 * NZBs queued per worker thread: with two workers or more, all that ingestMany
 * keeps in flight fits into the workers' own queues, so a worker never waits
 * for the main thread (busy recording a batch on the embedded database) to hand
 * it the next. One per worker imported ~15 % slower (bench/import.bench.ts,
 * built CLI, alternating runs); 16 measured no faster than 8 and let workers
 * finish far out of order, which made which of two reposts counts as the
 * original vary between runs.
 */
const TASKS_PER_WORKER = 8;

/**
 * The worker's entry and the options it needs. Bundled (`npm run build`), this
 * module is `dist/cli.js` or `dist/main.js` and the worker `dist/prepare-nzb.worker.js`
 * beside it. From source, the worker is TypeScript: under `tsx` workers inherit
 * its loader; under Vitest there is none, so they get tsx's public `--import tsx` hook.
 */
// Workers refuse V8 and process-wide flags (node --expose-gc for a benchmark, say) that they would inherit.
const PROCESS_ONLY_FLAG =
  /^--(expose[-_]gc|max[-_]old[-_]space[-_]size|max[-_]semi[-_]space[-_]size|stack[-_]size|title)\b/;

function workerOptions(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  const execArgv = process.execArgv.filter((arg) => !PROCESS_ONLY_FLAG.test(arg));
  if (!here.endsWith('.ts')) return { filename: new URL('./prepare-nzb.worker.js', here).href, execArgv };
  const filename = new URL('./prepare-nzb.worker.ts', here).href;
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  if (execArgv.includes(tsx)) return { filename, execArgv };
  return { filename, execArgv: [...execArgv, '--import', tsx] };
}

/**
 * Worker threads (piscina) that parse, hash and compress NZBs, so the main
 * thread is left with the database and the file writes. They start on first
 * use (most app instances never import anything), keep the process alive only
 * while they have work, and a worker that dies fails its own NZBs and is replaced.
 */
export class WorkerPool implements PrepareNzbPool {
  private pool: Piscina<PrepareTask, PreparedNzb> | null = null;
  private closed = false;
  private readonly inFlight: TasksInFlight;
  private readonly rules: ImportFileRules;

  constructor(
    readonly parallelism: number,
    private readonly maxNzbBytes: number,
    { clock, ...rules }: PrepareOptions = {},
  ) {
    this.inFlight = new TasksInFlight(clock);
    this.rules = rules;
  }

  prepare(source: IngestSource): Promise<PreparedNzb> {
    return this.inFlight.run(() => this.run(source));
  }

  oldestTaskStartedAt(): number | null {
    return this.inFlight.oldestStart();
  }

  private async run(source: IngestSource): Promise<PreparedNzb> {
    if (this.closed) throw new Error('Die Import-Worker sind beendet.');
    this.pool ??= new Piscina({
      ...workerOptions(),
      minThreads: this.parallelism,
      maxThreads: this.parallelism,
      concurrentTasksPerWorker: TASKS_PER_WORKER,
      // No run/wait-time histograms: nothing reads them, and they cost per task.
      recordTiming: false,
    });
    // Copied, not transferred: the caller's buffers stay usable (and may share a pool).
    const task: PrepareTask = { source: toWorker(source), maxNzbBytes: this.maxNzbBytes, rules: this.rules };
    return fromWorker(await this.pool.run(task));
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}

function toWorker(source: IngestSource): PrepareTask['source'] {
  if ('nzbPath' in source) return { nzbPath: source.nzbPath };
  return {
    nzb: source.nzb,
    ...(source.fileName !== undefined ? { fileName: source.fileName } : {}),
    ...(source.nfo ? { nfo: source.nfo } : {}),
    ...(source.completion !== undefined ? { completion: source.completion } : {}),
  };
}

/** Buffers come back from a worker as plain Uint8Arrays. */
function fromWorker(result: PreparedNzb): PreparedNzb {
  if (result.status !== 'ready') return result;
  const wrap = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  return {
    ...result,
    nzb: { ...result.nzb, stored: wrap(result.nzb.stored) },
    nfo: result.nfo ? { ...result.nfo, stored: wrap(result.nfo.stored) } : null,
  };
}

export function createPrepareNzbPool(
  workers: number,
  maxNzbBytes: number,
  options: PrepareOptions = {},
): PrepareNzbPool {
  return workers > 0 ? new WorkerPool(workers, maxNzbBytes, options) : new InlinePool(maxNzbBytes, options);
}
