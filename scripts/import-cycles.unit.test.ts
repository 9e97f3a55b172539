import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, sourceFiles } from './import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));
const relative = (file: string) => path.relative(root, file);

describe('import graph', () => {
  it('finds a cycle, also through type-only imports', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual(
      expect.arrayContaining([
        ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
        ['e.ts', 'e.ts'],
      ]),
    );
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no cycles between the files of the project', () => {
    const files = sourceFiles(
      ['apps', 'packages', 'e2e', 'bench', 'scripts'].map((folder) => path.join(root, folder)),
    );
    const graph = importGraph(files);
    // The graph is real: the server's releases module is in it with its imports.
    const repository = path.join(root, 'apps/server/src/modules/releases/releases.repository.ts');
    expect(graph.get(repository)?.map(relative)).toContain(
      'apps/server/src/modules/releases/release-query-parts.ts',
    );
    expect(importCycles(graph).map((cycle) => cycle.map(relative).join(' -> '))).toEqual([]);
  });
});
