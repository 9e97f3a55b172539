import path from 'node:path';
import { NzbParseError, parseNzb } from '@nzbkino/nzb';
import { parseReleaseName, type ParsedRelease } from '@nzbkino/release-parser';
import { qualityClassOf } from '@nzbkino/shared';
import type { NewReleaseRow, ReleaseType } from '../../db/schema';
import { prepareBlob, type PreparedBlob } from '../../storage';
import { nfoNameFor } from './nzb-files';
import { readImportFileSync, type ImportFileRules } from './read-import-file';
import { releaseNameFor } from './release-name';
import {
  nfoReadRefusal,
  nfoTooLargeRefusal,
  noNameRefusal,
  nzbReadRefusal,
  parseRefusal,
} from './refusal-reasons';

export const MAX_NFO_BYTES = 256 * 1024;

export interface IngestInput {
  nzb: Buffer;
  /** The uploaded or found file name; names the release when the NZB has no meta title. */
  fileName?: string;
  nfo?: Buffer;
  /** The indexer's share of the posted articles it found (percent); absent for an NZB made elsewhere. */
  completion?: number;
}

/** An NZB file on disk (with the `.nfo` of the same name beside it, if any), read by whoever prepares it. */
export interface IngestFile {
  nzbPath: string;
}

export type IngestSource = IngestInput | IngestFile;

/** The columns of a release that the NZB and its name decide; links, group and guid come later. */
export type ReleaseFacts = Omit<
  NewReleaseRow,
  'id' | 'guid' | 'groupId' | 'movieId' | 'seriesId' | 'seasonId' | 'episodeId' | 'nfoHash'
>;

/**
 * An NZB checked, described and compressed, ready to be recorded. Plain data
 * (structured-clone safe), so it can come from a worker thread.
 */
export type PreparedNzb =
  | {
      status: 'ready';
      facts: ReleaseFacts;
      parsed: ParsedRelease;
      nzb: PreparedBlob;
      nfo: PreparedBlob | null;
    }
  | { status: 'rejected'; name: string; reason: string };

const TYPE: Record<ParsedRelease['type'], ReleaseType> = {
  movie: 'MOVIE',
  tv: 'TV',
  music: 'MUSIC',
  unknown: 'UNKNOWN',
};

/**
 * Everything about one NZB that needs no database: the strict parse (which
 * refuses hostile and broken files), the release name and its parsed fields,
 * the content hash and the compressed blobs. Pure CPU; the ingest workers run it.
 */
export function prepareNzb(
  source: IngestSource,
  maxNzbBytes: number,
  rules: ImportFileRules = {},
): PreparedNzb {
  const input = 'nzbPath' in source ? readIngestFileSync(source.nzbPath, maxNzbBytes, rules) : source;
  if ('status' in input) return input;
  const label = input.fileName ?? 'NZB';
  let doc;
  try {
    doc = parseNzb(input.nzb, { maxBytes: maxNzbBytes, segments: false });
  } catch (error) {
    if (error instanceof NzbParseError)
      return { status: 'rejected', name: label, reason: parseRefusal(error, maxNzbBytes) };
    throw error;
  }
  const name = releaseNameFor(doc, input.fileName);
  if (!name) return { status: 'rejected', name: label, reason: noNameRefusal() };
  if (input.nfo && input.nfo.length > MAX_NFO_BYTES) {
    return { status: 'rejected', name, reason: nfoTooLargeRefusal(MAX_NFO_BYTES) };
  }
  const parsed = parseReleaseName(name);
  const nzb = prepareBlob('nzb', input.nzb);
  return {
    status: 'ready',
    parsed,
    nzb,
    nfo: input.nfo?.length ? prepareBlob('nfo', input.nfo) : null,
    facts: {
      ...parsedColumns(name, parsed),
      size: doc.totalBytes,
      fileCount: doc.files.length,
      segmentCount: doc.segmentCount,
      usenetGroups: doc.groups,
      poster: doc.poster,
      password: doc.meta.password ?? null,
      postedAt: doc.postedAt,
      completion: 'completion' in input && input.completion !== undefined ? input.completion : null,
      nzbHash: nzb.key,
    },
  };
}

/**
 * Reads an NZB and the NFO beside it, or says why not (see readImportFileSync:
 * plain files only, never past the limits); synchronous, for worker threads.
 * The NZB goes into a buffer this thread reuses: prepareNzb is synchronous and
 * keeps nothing that points into it, and allocating a fresh megabyte per NZB
 * costs more garbage collection than anything else here.
 */
function readIngestFileSync(
  nzbPath: string,
  maxBytes: number,
  rules: ImportFileRules,
): IngestInput | Extract<PreparedNzb, { status: 'rejected' }> {
  const fileName = path.basename(nzbPath);
  const nzb = readImportFileSync(nzbPath, maxBytes, rules, scratchOf);
  if (nzb.status !== 'read')
    return { status: 'rejected', name: fileName, reason: nzbReadRefusal(nzb, fileName, maxBytes) };
  const nfoPath = nfoNameFor(nzbPath);
  const nfo = nfoPath ? readImportFileSync(nfoPath, MAX_NFO_BYTES, rules) : { status: 'missing' as const };
  const nfoRefused = nfoReadRefusal(nfo, MAX_NFO_BYTES);
  if (nfoRefused !== null) return { status: 'rejected', name: fileName, reason: nfoRefused };
  return { nzb: nzb.bytes, fileName, ...(nfo.status === 'read' ? { nfo: nfo.bytes } : {}) };
}

let scratch = Buffer.allocUnsafeSlow(0);

function scratchOf(size: number): Buffer {
  if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(Math.max(size, scratch.length * 2, 1 << 20));
  return scratch;
}

function parsedColumns(name: string, parsed: ParsedRelease) {
  return {
    name,
    parsedTitle: parsed.title,
    parsedType: TYPE[parsed.type],
    parsedYear: parsed.year,
    parsedSeason: parsed.season,
    parsedEpisode: parsed.episodes[0] ?? parsed.absoluteEpisode,
    parsedEpisodes: parsed.episodes,
    fullSeason: parsed.fullSeason,
    airDate: parsed.airDate,
    parsedResolution: parsed.resolution,
    qualityClass: qualityClassOf(parsed.quality.resolution),
    qualityModifier: parsed.quality.modifier,
    source: parsed.source,
    remux: parsed.remux,
    videoCodec: parsed.videoCodec,
    hdr: parsed.hdr,
    audioFormats: parsed.audio,
    audioChannels: parsed.audioChannels,
    audioLanguages: parsed.languages,
    dualLanguage: parsed.dualLanguage,
    multiLanguage: parsed.multiLanguage,
    subtitles: parsed.subtitles,
    edition: parsed.edition,
    proper: parsed.proper,
    repack: parsed.repack,
    parsedGroup: parsed.group,
  };
}
