import { z } from 'zod';
import { defineCommand } from '../command';

/** `reindex [--check]`: checks and repairs what the release search answers from (modules/search/reindex). */
export const reindexCommand = defineCommand({
  name: 'reindex',
  args: z.object({ check: z.boolean() }),
  async run({ services }, { check }, report) {
    const result = await services.searchReindex.run({ check });
    report.print(`Suche: ${result.driver}`);
    for (const finding of result.findings) {
      const state = finding.repaired ? 'repariert' : check ? 'gefunden' : 'nicht automatisch reparierbar';
      report.print(`  ${state}: ${finding.problem}`);
    }
    const { indexes, triggers, consumers } = result.checked;
    const looked = `${indexes} Indizes, ${triggers} Trigger, ${consumers} Verbraucher geprüft`;
    const open = result.findings.filter((f) => !f.repaired).length;
    report.print(
      result.findings.length === 0
        ? `In Ordnung: ${looked}.`
        : check
          ? `${result.findings.length} Probleme gefunden (${looked}); "reindex" ohne --check repariert sie.`
          : `${result.findings.length - open} repariert, ${open} offen (${looked}).`,
    );
    return { findings: result.findings.length, open, check };
  },
  // --check: 1 when something is wrong; a repair: 1 when something is left that it could not repair.
  exitCode: ({ findings, open, check }) => ((check ? findings : open) > 0 ? 1 : 0),
});
