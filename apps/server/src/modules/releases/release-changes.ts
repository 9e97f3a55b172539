/**
 * This process's own writes to releases (imports, admin edits and
 * deletions), told at once to what keeps release data in memory (the
 * Newznab page cache), so that a member never sees the state before their
 * own write. Every other writer (other processes, other machines, an
 * operator's SQL) reaches the same listeners through the search change
 * feed (modules/search/feed), a moment later.
 */
export class ReleaseChanges {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  get version(): number {
    return this.count;
  }

  changed(): void {
    this.count++;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each write of this process; returns how to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
