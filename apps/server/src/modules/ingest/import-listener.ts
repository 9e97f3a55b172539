/**
 * Told about the releases each import batch recorded (the notifications
 * module: watchers and requesters). Must never reject: a failure to react to
 * an import is the listener's to log, and never fails or loses the import.
 */
export interface ImportListener {
  /**
   * `releaseIds`: new releases the matcher linked to a movie or series.
   * `importBatch`: one id per import run (a CLI import, a watch-folder pass,
   * an upload), the same for every recorded batch of that run.
   */
  releasesImported(releaseIds: readonly number[], importBatch: string): Promise<void>;
}

export const noImportListener: ImportListener = { releasesImported: async () => {} };
