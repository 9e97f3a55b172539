import type { IngestResult } from './ingest.service';

export interface ImportSummary {
  imported: number;
  matched: number;
  unmatched: number;
  duplicates: number;
  rejected: { name: string; reason: string }[];
}

export function emptySummary(): ImportSummary {
  return { imported: 0, matched: 0, unmatched: 0, duplicates: 0, rejected: [] };
}

export function addToSummary(summary: ImportSummary, result: IngestResult): void {
  if (result.status === 'imported') {
    summary.imported += 1;
    if (result.matched) summary.matched += 1;
    else summary.unmatched += 1;
  } else if (result.status === 'duplicate') {
    summary.duplicates += 1;
  } else {
    summary.rejected.push({ name: result.name, reason: result.reason });
  }
}

export function formatSummary(s: ImportSummary, seconds: number): string {
  const total = s.imported + s.duplicates + s.rejected.length;
  const lines = [
    `${total} NZB-Dateien in ${seconds.toFixed(1)} s (${(total / Math.max(seconds, 0.001)).toFixed(0)}/s)`,
    `  importiert:     ${s.imported} (zugeordnet ${s.matched}, ohne Zuordnung ${s.unmatched})`,
    `  Duplikate:      ${s.duplicates}`,
    `  abgelehnt:      ${s.rejected.length}`,
    ...s.rejected.map((r) => `    ${r.name}: ${r.reason}`),
  ];
  return lines.join('\n');
}
