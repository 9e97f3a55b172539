import { buildNzb } from './build';
import type { NzbBuildFile, NzbBuildInput } from './types';

/** Shape of a generated release, for tests and benchmarks. */
export interface SampleNzbOptions {
  /** Release name used in subjects and file names. Default `Der.Film.2023.German.DL.1080p.BluRay.x264-NZBKINO`. */
  release?: string;
  files?: number;
  segmentsPerFile?: number;
  /** Encoded size of each segment. Default 768000 (a typical yEnc article). */
  segmentBytes?: number;
  groups?: string[];
  poster?: string;
  /** Date of the first file; later files are a minute apart. */
  date?: Date;
  meta?: Record<string, string>;
}

/**
 * A realistic multi-volume RAR release as {@link buildNzb} input: deterministic
 * subjects (`Release [01/12] - "release.part01.rar" yEnc (1/40)`), message-ids
 * and dates, so tests can assert exact sums. Test helper, exported as
 * `@nzbkino/nzb/testing` for other packages' tests, not for production code.
 */
export function sampleNzbInput(options: SampleNzbOptions = {}): NzbBuildInput {
  const release = options.release ?? 'Der.Film.2023.German.DL.1080p.BluRay.x264-NZBKINO';
  const fileCount = options.files ?? 12;
  const segmentsPerFile = options.segmentsPerFile ?? 40;
  const segmentBytes = options.segmentBytes ?? 768_000;
  const start = (options.date ?? new Date('2024-03-01T12:00:00Z')).getTime();
  const width = String(fileCount).length;
  // Different releases get different message-ids, like real posts.
  const tag = fnv1a(release).toString(36);
  const files: NzbBuildFile[] = [];
  for (let f = 1; f <= fileCount; f++) {
    const part = String(f).padStart(Math.max(2, width), '0');
    const name = `${release.toLowerCase()}.part${part}.rar`;
    files.push({
      subject: `${release} [${part}/${fileCount}] - "${name}" yEnc (1/${segmentsPerFile})`,
      poster: options.poster ?? 'NZBKino <poster@nzbkino.invalid>',
      date: new Date(start + (f - 1) * 60_000),
      groups: options.groups ?? ['alt.binaries.movies.german', 'alt.binaries.hdtv.german'],
      segments: Array.from({ length: segmentsPerFile }, (_, s) => ({
        number: s + 1,
        bytes: segmentBytes,
        messageId: `part${s + 1}of${segmentsPerFile}.${tag}.f${f}@news.nzbkino.invalid`,
      })),
    });
  }
  return { ...(options.meta ? { meta: options.meta } : {}), files };
}

/** {@link sampleNzbInput} written as NZB XML. */
export function sampleNzb(options: SampleNzbOptions = {}): string {
  return buildNzb(sampleNzbInput(options));
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
