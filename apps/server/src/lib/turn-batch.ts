/**
 * Gathers the calls of one turn of the event loop into one load, as a
 * DataLoader does: the first call of a group schedules the load after the
 * turn (`setImmediate`), so every request parsed in the same turn joins it.
 * Each call still gets its own answer; nothing outlives the load. Calls are
 * grouped by `group` (values that must be equal within one load), and a
 * group holds at most `maxSize` calls (a full one is loaded and the next call
 * starts another).
 */
export class TurnBatch<In, Out, Shared> {
  private readonly open = new Map<string, Batch<In, Out, Shared>>();

  /**
   * `load` answers the calls' inputs in order, one output per input; `shared`
   * is the first call's, merged with each later call's by `merge`.
   */
  constructor(
    private readonly load: (shared: Shared, inputs: In[]) => Promise<Out[]>,
    private readonly merge: (a: Shared, b: Shared) => Shared = (a) => a,
    private readonly maxSize = 100,
  ) {}

  run(group: string, shared: Shared, input: In): Promise<Out> {
    let batch = this.open.get(group);
    if (batch) batch.shared = this.merge(batch.shared, shared);
    else {
      batch = { shared, inputs: [], waiting: [] };
      this.open.set(group, batch);
      const scheduled = batch;
      setImmediate(() => {
        if (this.open.get(group) === scheduled) this.open.delete(group);
        void this.settle(scheduled);
      });
    }
    batch.inputs.push(input);
    if (batch.inputs.length >= this.maxSize) this.open.delete(group);
    const waiting = batch.waiting;
    return new Promise<Out>((resolve, reject) => waiting.push({ resolve, reject }));
  }

  private async settle(batch: Batch<In, Out, Shared>): Promise<void> {
    try {
      const outputs = await this.load(batch.shared, batch.inputs);
      batch.waiting.forEach((call, n) => call.resolve(outputs[n]!));
    } catch (error) {
      for (const call of batch.waiting) call.reject(error);
    }
  }
}

interface Batch<In, Out, Shared> {
  shared: Shared;
  inputs: In[];
  waiting: { resolve: (out: Out) => void; reject: (error: unknown) => void }[];
}
