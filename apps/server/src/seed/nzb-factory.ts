import { createHash } from 'node:crypto';
import { buildNzb, type NzbBuildFile } from '@nzbkino/nzb';

export interface GeneratedNzbOptions {
  /** Release name, written as the meta title and into every subject. */
  name: string;
  /** Total payload size in bytes the NZB should describe. */
  totalBytes: number;
  /** Number of RAR volumes (plus a few PAR2 files). */
  volumes?: number;
  poster?: string;
  groups?: string[];
  postedAt?: Date;
  password?: string;
}

const SEGMENT_BYTES = 716_800; // a common article size of posting tools

function messageId(seed: string, file: number, part: number): string {
  const digest = createHash('sha1').update(`${seed}/${file}/${part}`).digest('hex');
  return `${digest.slice(0, 12)}$${digest.slice(12, 24)}@nzbkino.test`;
}

/**
 * A realistic NZB for a release: RAR volumes and PAR2 files, each split into
 * articles of a usual size, with subjects in the common posting pattern.
 * Deterministic for a given name, so the same release always yields the same NZB.
 */
export function generateNzb(options: GeneratedNzbOptions): string {
  const volumes =
    options.volumes ?? Math.max(2, Math.min(60, Math.round(options.totalBytes / (100 * 1024 * 1024))));
  const poster = options.poster ?? 'Anonymous <anon@nzbkino.test>';
  const groups = options.groups ?? ['alt.binaries.movies.german', 'alt.binaries.hdtv.german'];
  const postedAt = options.postedAt ?? new Date('2026-01-01T12:00:00Z');
  const base = options.name.replace(/[^A-Za-z0-9._-]/g, '.');
  const fileNames = [
    ...Array.from({ length: volumes }, (_, i) => `${base}.part${String(i + 1).padStart(2, '0')}.rar`),
    `${base}.par2`,
    `${base}.vol00+01.par2`,
    `${base}.vol01+02.par2`,
  ];
  const perVolume = Math.floor(options.totalBytes / volumes);
  const files: NzbBuildFile[] = fileNames.map((fileName, index) => {
    const isPar = fileName.endsWith('.par2');
    const size = isPar ? Math.max(40_000, Math.floor(perVolume * 0.02)) : perVolume;
    const parts = Math.max(1, Math.ceil(size / SEGMENT_BYTES));
    const segments = Array.from({ length: parts }, (_, p) => ({
      number: p + 1,
      bytes: p === parts - 1 ? size - SEGMENT_BYTES * (parts - 1) : SEGMENT_BYTES,
      messageId: messageId(options.name, index, p),
    }));
    const counter = `[${String(index + 1).padStart(2, '0')}/${fileNames.length}]`;
    return {
      subject: `${options.name} ${counter} - "${fileName}" yEnc (1/${parts})`,
      poster,
      date: new Date(postedAt.getTime() + index * 30_000),
      groups,
      segments,
    };
  });
  const meta: Record<string, string> = { title: options.name };
  if (options.password) meta.password = options.password;
  return buildNzb({ meta, files });
}
