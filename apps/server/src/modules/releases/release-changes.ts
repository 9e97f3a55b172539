/**
 * Counts this process's writes to releases (imports, admin edits and
 * deletions), so that what keeps its own copy of release data (the Newznab
 * word index) looks again before its next answer rather than after its usual
 * interval. Other processes' writes are found at that interval.
 */
export class ReleaseChanges {
  private count = 0;

  get version(): number {
    return this.count;
  }

  changed(): void {
    this.count++;
  }
}
