import { z } from 'zod';
import { formatCount } from '@nzbkino/shared';
import type { GroupRun, IndexerRun } from '../../indexer/indexer.service';
import type { IndexerStatus } from '../../indexer/status/indexer-status.service';
import { defineCommand, type CommandReporter } from '../command';

const args = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), groups: z.array(z.string().min(1).max(200)).max(1000) }),
  z.object({
    action: z.literal('backfill'),
    group: z.string().min(1).max(200),
    days: z.number().int().min(1).max(10_000),
  }),
  z.object({ action: z.literal('status') }),
]);

const n = (value: number) => formatCount(value);

function printRun(report: CommandReporter, run: IndexerRun): void {
  for (const group of run.groups) report.print(groupLine(group));
  const r = run.releases;
  report.print(
    `Releases: ${n(r.imported)} neu, ${n(r.duplicates)} Duplikate, ${n(r.refused)} abgelehnt, ` +
      `${n(r.junk)} zu klein verworfen, ${n(r.expired)} unvollständige abgelaufen.`,
  );
}

function groupLine(g: GroupRun): string {
  const range = g.range ? `Artikel ${g.range.from}–${g.range.to}` : 'nichts Neues';
  const parts = [
    `${n(g.headers)} Header`,
    `${n(g.skipped)} übersprungen`,
    `${n(g.missing)} fehlend`,
    ...(g.repaired ? [`${n(g.repaired)} nachgeholt`] : []),
    ...(g.givenUp ? [`${n(g.givenUp)} aufgegeben`] : []),
  ];
  return `${g.group}: ${range}, ${parts.join(', ')}${g.error ? ` — Fehler: ${g.error}` : ''}`;
}

function printStatus(report: CommandReporter, status: IndexerStatus): void {
  if (status.servers.length === 0)
    report.print('Server: keiner eingerichtet (NNTP_URL oder Adminbereich → Indexer).');
  for (const s of status.servers)
    report.print(
      `Server ${s.name}: ${s.host}:${s.port}${s.tls ? ' (TLS)' : ''}, ${s.connections} Verbindungen, ` +
        `Priorität ${s.priority}${s.active ? '' : ', inaktiv'}`,
    );
  if (status.groups.length === 0) report.print('Gruppen: keine eingerichtet.');
  for (const g of status.groups)
    report.print(
      `${g.name}${g.active ? '' : ' (inaktiv)'}: Wasserstand ${g.lastArticle ?? '–'}, ` +
        `Rückstand ${g.backlog === null ? '–' : n(g.backlog)}, ${n(g.headersRead)} Header gelesen, ` +
        `${n(g.releasesMade)} Releases, ${n(g.missingArticles)} Artikel in Nachholung, ` +
        `${n(g.articlesGivenUp)} aufgegeben, ${n(g.errors)} Fehler` +
        (g.lastError ? ` (zuletzt: ${g.lastError})` : ''),
    );
  const o = status.open;
  report.print(`Offen: ${n(o.collections)} Sammlungen, ${n(o.files)} Dateien, ${n(o.parts)} Teile.`);
}

/** `indexer update [GROUP…]`, `indexer backfill GROUP --days N`, `indexer status`. */
export const indexerCommand = defineCommand({
  name: 'indexer',
  args,
  async run({ services }, command, report) {
    if (command.action === 'status') {
      printStatus(report, await services.indexerStatus.status());
      return { failed: 0 };
    }
    const run =
      command.action === 'update'
        ? await services.indexer.update(command.groups)
        : await services.indexer.backfill(command.group, command.days);
    printRun(report, run);
    return { failed: run.groups.filter((g) => g.error !== null).length };
  },
  // 1 when a group stopped with an error (the rest went on).
  exitCode: ({ failed }) => (failed > 0 ? 1 : 0),
});
