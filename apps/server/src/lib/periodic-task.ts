/**
 * Runs `run` now and then every `intervalMs` after the previous run ended (so
 * runs never overlap), until stopped. A failed run is reported and the next
 * one comes as usual. The timer does not keep the process alive.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops; resolves when the run under way has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.run()
        .catch(this.onError)
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, ms);
    this.timer.unref();
  }
}
