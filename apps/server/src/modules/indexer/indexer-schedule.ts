import type { FastifyBaseLogger } from 'fastify';
import type { IndexerService } from './indexer.service';
import type { NewsServers } from './servers/news-server-pool';
import { describeFailure } from './indexer-errors';

/**
 * Runs the indexer inside the server every `intervalSeconds` (INDEX_INTERVAL):
 * an update of every active group, then the releases. A run never overlaps
 * the next; a failed run is logged and the next one tries again. Without a
 * configured server the round is skipped quietly (the admin area says why).
 */
export function scheduleIndexer(
  indexer: IndexerService,
  servers: NewsServers,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let stopped = false;
  let running = Promise.resolve();
  const round = async () => {
    if (stopped || !(await servers.pool())) return;
    try {
      const run = await indexer.update();
      const headers = run.groups.reduce((sum, g) => sum + g.headers, 0);
      if (headers > 0 || run.releases.imported > 0)
        log.info(
          { headers, releases: run.releases },
          `Indexer: ${headers} Header, ${run.releases.imported} neue Releases`,
        );
      for (const g of run.groups) if (g.error) log.warn(`Indexer: ${g.group}: ${g.error}`);
    } catch (error) {
      log.error({ err: error }, `Indexer: ${describeFailure(error).message}`);
    }
  };
  const timer = setInterval(() => {
    running = running.then(round);
  }, intervalSeconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
