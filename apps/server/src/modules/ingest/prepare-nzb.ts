import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { NzbParseError, parseNzb } from '@nzbkino/nzb';
import { parseReleaseName, type ParsedRelease } from '@nzbkino/release-parser';
import { qualityClassOf } from '@nzbkino/shared';
import type { NewReleaseRow, ReleaseType } from '../../db/schema';
import { prepareBlob, type PreparedBlob } from '../../storage';
import { nfoPathFor } from './nzb-files';
import { releaseNameFor } from './release-name';

export const MAX_NFO_BYTES = 256 * 1024;

export interface IngestInput {
  nzb: Buffer;
  /** The uploaded or found file name; names the release when the NZB has no meta title. */
  fileName?: string;
  nfo?: Buffer;
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
export function prepareNzb(source: IngestSource, maxNzbBytes: number): PreparedNzb {
  let input: IngestInput;
  try {
    input = 'nzbPath' in source ? readIngestFileSync(source.nzbPath, maxNzbBytes) : source;
  } catch (error) {
    const name = 'nzbPath' in source ? path.basename(source.nzbPath) : 'NZB';
    return { status: 'rejected', name, reason: `READ_FAILED: ${(error as Error).message}` };
  }
  const label = input.fileName ?? 'NZB';
  let doc;
  try {
    doc = parseNzb(input.nzb, { maxBytes: maxNzbBytes, segments: false });
  } catch (error) {
    if (error instanceof NzbParseError)
      return { status: 'rejected', name: label, reason: `${error.code}: ${error.message}` };
    throw error;
  }
  const name = releaseNameFor(doc, input.fileName);
  if (!name)
    return { status: 'rejected', name: label, reason: 'NO_NAME: Das NZB nennt keinen Release-Namen.' };
  if (input.nfo && input.nfo.length > MAX_NFO_BYTES) {
    return {
      status: 'rejected',
      name,
      reason: `NFO_TOO_LARGE: Die NFO ist größer als ${MAX_NFO_BYTES / 1024} KiB.`,
    };
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
      nzbHash: nzb.key,
    },
  };
}

/**
 * Reads an NZB and the NFO beside it; synchronous, for worker threads. A file
 * over the size limit is not read at all (the parser then refuses it as too
 * large). The NZB goes into a buffer this thread reuses: prepareNzb is
 * synchronous and keeps nothing that points into it, and allocating a fresh
 * megabyte per NZB costs more garbage collection than anything else here.
 */
function readIngestFileSync(nzbPath: string, maxBytes: number): IngestInput {
  const nfoPath = nfoPathFor(nzbPath);
  return {
    nzb: readIntoScratch(nzbPath, maxBytes),
    fileName: path.basename(nzbPath),
    ...(nfoPath ? { nfo: readFileSync(nfoPath) } : {}),
  };
}

let scratch = Buffer.allocUnsafeSlow(0);

function readIntoScratch(file: string, maxBytes: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const { size } = fstatSync(fd);
    // One byte more than the limit is enough for the parser to refuse it as too large.
    const wanted = Math.min(size, maxBytes + 1);
    if (scratch.length < wanted)
      scratch = Buffer.allocUnsafeSlow(Math.max(wanted, scratch.length * 2, 1 << 20));
    let filled = 0;
    while (filled < wanted) {
      const read = readSync(fd, scratch, filled, wanted - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return scratch.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
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
