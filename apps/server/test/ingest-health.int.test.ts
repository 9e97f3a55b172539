import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HealthRepository } from '../src/modules/health/health.repository';
import { HealthService, INGEST_STUCK_AFTER_MS } from '../src/modules/health/health.service';
import { WorkerPool } from '../src/modules/ingest/prepare-nzb.pool';
import { generateNzb } from '../src/seed/nzb-factory';
import { createTestApp, type TestApp } from './test-app';

/*
 * A stuck ingest (a worker that never comes back from an NZB, as one did on a
 * FIFO) held up every later upload and import while /api/health said ok.
 * Health now tells: an NZB in the works for over a minute makes it degraded.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nzb = Buffer.from(
  generateNzb({ name: 'Metropolis.1927.German.1080p.BluRay.x264-HLTH', totalBytes: 1e9 }),
);

describe('health and the ingest', () => {
  it('says stuck while an NZB has been in a worker for over a minute, and ok again once it is done', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const pool = new WorkerPool(1, 4 * 1024 * 1024, { clock });
    const health = new HealthService(new HealthRepository(t.database.db), t.blobs, 'test', 0, pool, clock);
    try {
      expect(await health.check()).toMatchObject({ status: 'ok', ingest: 'ok' });
      // Handed to the worker; health is asked before the task can have ended (no await in between).
      const task = pool.prepare({ nzb });
      now += INGEST_STUCK_AFTER_MS;
      const atTheBound = health.check();
      now += 1;
      const past = health.check();
      expect(await atTheBound).toMatchObject({ status: 'ok', ingest: 'ok' });
      expect(await past).toMatchObject({
        status: 'degraded',
        ingest: 'stuck',
        database: 'ok',
        blobStore: 'ok',
      });
      expect(await task).toMatchObject({ status: 'ready' });
      expect(await health.check()).toMatchObject({ status: 'ok', ingest: 'ok' });
    } finally {
      await pool.close();
    }
  });

  it('answers /api/health with 503 and ingest: stuck when the server’s own ingest pool is stuck', async () => {
    const ok = await t.app.inject({ url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ok', ingest: 'ok' });

    // The pool the server's uploads and imports use, with a task handed in long ago and never finished.
    const pool = t.app.services.ingest.pool;
    const spy = vi.spyOn(pool, 'oldestTaskStartedAt').mockReturnValue(Date.now() - 2 * INGEST_STUCK_AFTER_MS);
    try {
      const stuck = await t.app.inject({ url: '/api/health' });
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toMatchObject({
        status: 'degraded',
        ingest: 'stuck',
        database: 'ok',
        blobStore: 'ok',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
