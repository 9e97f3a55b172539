import { describe, expect, it } from 'vitest';
import { TasksInFlight } from './tasks-in-flight';

describe('TasksInFlight', () => {
  it('tells when the oldest unfinished task began, and forgets tasks that ended, failed ones too', async () => {
    let now = 1_000;
    const tasks = new TasksInFlight(() => now);
    expect(tasks.oldestStart()).toBeNull();
    let finishFirst!: () => void;
    const first = tasks.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    now = 2_000;
    const second = tasks.run(() => new Promise<never>(() => {}));
    now = 3_000;
    await expect(tasks.run(async () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(tasks.oldestStart()).toBe(1_000);
    finishFirst();
    await first;
    // The second never ends: it is the oldest now.
    expect(tasks.oldestStart()).toBe(2_000);
    void second;
  });
});
