import path from 'node:path';
import { z } from 'zod';
import { formatSummary } from '../../ingest/import-summary';
import { importFiles, type ImportOutcome } from '../../ingest/import-files';
import { findNzbFiles } from '../../ingest/nzb-files';
import { defineCommand } from '../command';

const absolutePath = z.string().min(1).refine(path.isAbsolute, 'Pfad muss absolut sein');

/** `import <files|folders…>`: NZB files (folders recursively), an .nfo of the same name attached. */
export const importCommand = defineCommand({
  name: 'import',
  args: z.object({ paths: z.array(absolutePath).min(1).max(100_000) }),
  async run({ services }, { paths }, report): Promise<{ outcomes: ImportOutcome[]; rejected: number }> {
    const files = await findNzbFiles(paths, { onSkipped: (notice) => report.print(notice) });
    const { summary, outcomes, seconds } = await importFiles(services.ingest, files, (done, total, name) =>
      report.progress(done, total, name),
    );
    report.print(formatSummary(summary, seconds));
    return { outcomes, rejected: summary.rejected.length };
  },
  // The documented exit code when a file was refused.
  exitCode: (result) => (result.rejected > 0 ? 2 : 0),
});
