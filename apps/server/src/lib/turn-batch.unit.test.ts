import { describe, expect, it } from 'vitest';
import { TurnBatch } from './turn-batch';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatch', () => {
  it('loads the calls of one turn together, each with its own answer, per group', async () => {
    const loads: [string, number[]][] = [];
    const batch = new TurnBatch(async (shared: string, inputs: number[]) => {
      loads.push([shared, inputs]);
      return inputs.map((n) => `${shared}:${n * 2}`);
    });
    const answers = await Promise.all([
      batch.run('a', 'A', 1),
      batch.run('b', 'B', 2),
      batch.run('a', 'A', 3),
    ]);
    expect(answers).toEqual(['A:2', 'B:4', 'A:6']);
    expect(loads).toEqual([
      ['A', [1, 3]],
      ['B', [2]],
    ]);
    // A later turn starts a new load.
    expect(await batch.run('a', 'A', 5)).toBe('A:10');
    expect(loads).toHaveLength(3);
  });

  it('merges the shared values, and a full batch is loaded without the next call', async () => {
    const loads: [number, number[]][] = [];
    const batch = new TurnBatch(
      async (shared: number, inputs: number[]) => {
        loads.push([shared, inputs]);
        return inputs;
      },
      Math.max,
      2,
    );
    await Promise.all([batch.run('g', 1, 10), batch.run('g', 3, 11), batch.run('g', 2, 12)]);
    expect(loads).toEqual([
      [3, [10, 11]],
      [2, [12]],
    ]);
  });

  it('fails every call of a load that fails, and the next turn loads again', async () => {
    let fail = true;
    const batch = new TurnBatch(async (_: null, inputs: number[]) => {
      await turn();
      if (fail) throw new Error('down');
      return inputs;
    });
    const calls = [batch.run('g', null, 1), batch.run('g', null, 2)];
    await expect(Promise.all(calls)).rejects.toThrow('down');
    await expect(calls[1]).rejects.toThrow('down');
    fail = false;
    expect(await batch.run('g', null, 3)).toBe(3);
  });
});
