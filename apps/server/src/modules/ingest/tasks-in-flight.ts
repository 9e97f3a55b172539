/**
 * The ingest tasks under way and since when: a task that never ends (a worker
 * stuck in a read) otherwise looks just like an idle ingest, and every later
 * upload and import would queue behind it in silence. Health reads it.
 */
export class TasksInFlight {
  // Insertion order is start order, so the first entry is the oldest task.
  private readonly started = new Map<number, number>();
  private next = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    const id = this.next++;
    this.started.set(id, this.clock());
    try {
      return await task();
    } finally {
      this.started.delete(id);
    }
  }

  /** When the oldest task still under way began (by the clock), or null when none is. */
  oldestStart(): number | null {
    for (const at of this.started.values()) return at;
    return null;
  }
}
