import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder holding the complete demo data, copied by every journey's server. */
    demoTemplate: string | null;
  }
}

/**
 * Seeds the demo data once per run (~20 s on 2 cores) with the built app, as
 * the README's first start does (a failed seed or an unclean SIGTERM fails the
 * run here), and stops that server. Every journey then starts its own server
 * on a copy of the folder (a second start), so each still has data of its own.
 */
export default async function setup(project: TestProject) {
  const server = await startDemoServer({}, { template: null });
  await server.stop({ keepData: true });
  // Stopped right after `demoSeed: done`: the control channel was up and is gone again.
  for (const leftover of ['control.sock', 'endpoint.json'])
    if (existsSync(path.join(server.dataDir, 'control', leftover)))
      throw new Error(`the stopped demo server left control/${leftover} behind`);
  project.provide('demoTemplate', server.dataDir);
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
