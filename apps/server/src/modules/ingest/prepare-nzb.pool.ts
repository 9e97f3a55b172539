import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { prepareNzb, type IngestSource, type PreparedNzb } from './prepare-nzb';

/** Runs {@link prepareNzb}: in worker threads, or inline. */
export interface NzbPreparer {
  /** How many NZBs it can usefully work on at once. */
  readonly parallelism: number;
  prepare(source: IngestSource): Promise<PreparedNzb>;
  close(): Promise<void>;
}

export interface PrepareRequest {
  id: number;
  input: { nzb: Uint8Array; fileName?: string; nfo?: Uint8Array } | { nzbPath: string };
}
export type PrepareReply = { id: number; result: PreparedNzb } | { id: number; error: string };

/** On the calling thread: for tests of single NZBs and `INGEST_WORKERS=0`. */
export class InlinePreparer implements NzbPreparer {
  readonly parallelism = 1;

  constructor(private readonly maxNzbBytes: number) {}

  async prepare(source: IngestSource): Promise<PreparedNzb> {
    return prepareNzb(source, this.maxNzbBytes);
  }

  async close(): Promise<void> {}
}

/**
 * Starts a worker: `dist/ingest-worker.js` in the bundled server, whose entry
 * points sit in `dist/`; from source (tsx, vitest) the TypeScript module beside
 * this one, loaded through tsx's loader, which workers do not inherit.
 */
function startWorker(workerData: unknown): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./ingest-worker.js', here), { workerData });
  // tsx's ESM API (the `import` condition of `tsx/esm/api`) registers its hooks for later imports.
  const tsxRoot = path.dirname(createRequire(here).resolve('tsx/package.json'));
  const tsx = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const script = new URL('./prepare-nzb.worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

interface Slot {
  worker: Worker;
  busy: number;
}

/**
 * A small pool of worker threads that parse, hash and compress NZBs, so the
 * main thread is left with the database and the file writes. Workers start
 * on first use, share the work round-robin by load, keep the process alive
 * only while they have work, and are replaced if one dies.
 */
export class WorkerPreparer implements NzbPreparer {
  private readonly slots: Slot[] = [];
  private readonly waiting = new Map<
    number,
    { resolve: (r: PreparedNzb) => void; reject: (e: Error) => void; slot: Slot }
  >();
  private nextId = 1;
  private closed = false;

  constructor(
    readonly parallelism: number,
    private readonly maxNzbBytes: number,
  ) {}

  prepare(source: IngestSource): Promise<PreparedNzb> {
    if (this.closed) return Promise.reject(new Error('Die Import-Worker sind beendet.'));
    const slot = this.leastBusy();
    const id = this.nextId++;
    const input: PrepareRequest['input'] =
      'nzbPath' in source
        ? { nzbPath: source.nzbPath }
        : {
            nzb: source.nzb,
            ...(source.fileName !== undefined ? { fileName: source.fileName } : {}),
            ...(source.nfo ? { nfo: source.nfo } : {}),
          };
    const request: PrepareRequest = { id, input };
    return new Promise<PreparedNzb>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, slot });
      if (slot.busy++ === 0) slot.worker.ref();
      // Copied, not transferred: the caller's buffers stay usable (and may share a pool).
      slot.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private leastBusy(): Slot {
    if (this.slots.length < this.parallelism) {
      const free = this.slots.find((slot) => slot.busy === 0);
      if (free) return free;
      return this.start();
    }
    return this.slots.reduce((best, slot) => (slot.busy < best.busy ? slot : best));
  }

  private start(): Slot {
    const worker = startWorker({ maxNzbBytes: this.maxNzbBytes });
    const slot: Slot = { worker, busy: 0 };
    worker.unref();
    worker.on('message', (reply: PrepareReply) => this.settle(slot, reply));
    worker.on('error', (error) => this.fail(slot, error));
    worker.on('exit', (code) => this.fail(slot, new Error(`Import-Worker beendet (Code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, reply: PrepareReply): void {
    const job = this.waiting.get(reply.id);
    if (!job) return;
    this.waiting.delete(reply.id);
    if (--slot.busy === 0) slot.worker.unref();
    if ('error' in reply) job.reject(new Error(reply.error));
    else job.resolve(fromWorker(reply.result));
  }

  /** A dead worker fails its own jobs and leaves the pool; the next job starts a new one. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    for (const [id, job] of this.waiting) {
      if (job.slot !== slot) continue;
      this.waiting.delete(id);
      job.reject(error);
    }
    void slot.worker.terminate();
  }
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

export function createNzbPreparer(workers: number, maxNzbBytes: number): NzbPreparer {
  return workers > 0 ? new WorkerPreparer(workers, maxNzbBytes) : new InlinePreparer(maxNzbBytes);
}
