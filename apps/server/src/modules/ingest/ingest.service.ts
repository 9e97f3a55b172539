import { randomUUID } from 'node:crypto';
import { NzbParseError, nzbContentHash, parseNzb } from '@nzbkino/nzb';
import { parseReleaseName, type ParsedRelease } from '@nzbkino/release-parser';
import type { NewReleaseRow, ReleaseType } from '../../db/schema';
import type { BlobStore } from '../../storage';
import type { IngestRepository } from './ingest.repository';
import type { MatchingRepository } from './matching.repository';
import { ReleaseMatcher } from './release-matcher';
import { releaseNameFor } from './release-name';

export const MAX_NFO_BYTES = 256 * 1024;

export interface IngestInput {
  nzb: Buffer;
  /** The uploaded or found file name; names the release when the NZB has no meta title. */
  fileName?: string;
  nfo?: Buffer;
}

export type IngestResult =
  | { status: 'imported'; releaseId: number; name: string; matched: 'movie' | 'episode' | 'series' | null }
  | { status: 'duplicate'; releaseId: number; name: string }
  | { status: 'rejected'; name: string; reason: string };

const TYPE: Record<ParsedRelease['type'], ReleaseType> = {
  movie: 'MOVIE',
  tv: 'TV',
  music: 'MUSIC',
  unknown: 'UNKNOWN',
};

function releaseValues(
  name: string,
  parsed: ParsedRelease,
): Omit<NewReleaseRow, 'guid' | 'size' | 'fileCount' | 'nzbHash'> {
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

/**
 * The ingest pipeline for one NZB: validate, detect duplicates, parse the
 * release name, match it to the catalogue, store the NZB (and NFO) in the blob
 * store and record the release. A rejected NZB leaves nothing behind.
 */
export class IngestService {
  private readonly matcher: ReleaseMatcher;

  constructor(
    private readonly repository: IngestRepository,
    private readonly matching: MatchingRepository,
    private readonly blobs: BlobStore,
    private readonly maxNzbBytes: number,
  ) {
    this.matcher = new ReleaseMatcher(matching);
  }

  async ingest(input: IngestInput): Promise<IngestResult> {
    const label = input.fileName ?? 'NZB';
    const nzbHash = nzbContentHash(input.nzb);
    const known = await this.repository.releaseWithNzb(nzbHash);
    if (known) return { status: 'duplicate', releaseId: known.id, name: known.name };

    let doc;
    try {
      doc = parseNzb(input.nzb, { maxBytes: this.maxNzbBytes });
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
    // The same release posted again under another NZB is still the same release.
    const sameRelease = await this.repository.releaseNamedWithSize(name, doc.totalBytes);
    if (sameRelease) return { status: 'duplicate', releaseId: sameRelease.id, name };

    const parsed = parseReleaseName(name);
    const [links, groupId] = await Promise.all([
      this.matcher.match(parsed),
      parsed.group ? this.repository.groupId(parsed.group) : Promise.resolve(null),
    ]);
    await this.blobs.put('nzb', input.nzb);
    const nfoHash = input.nfo?.length ? (await this.blobs.put('nfo', input.nfo)).key : null;

    const releaseId = await this.repository.insertRelease({
      ...releaseValues(name, parsed),
      ...links,
      guid: randomUUID(),
      groupId,
      size: doc.totalBytes,
      fileCount: doc.files.length,
      segmentCount: doc.segmentCount,
      usenetGroups: doc.groups,
      poster: doc.poster,
      password: doc.meta.password ?? null,
      postedAt: doc.postedAt,
      nzbHash,
      nfoHash,
    });
    if (releaseId === undefined) {
      const raced = await this.repository.releaseWithNzb(nzbHash);
      return { status: 'duplicate', releaseId: raced?.id ?? 0, name };
    }
    const matched = links.episodeId ? 'episode' : links.movieId ? 'movie' : links.seriesId ? 'series' : null;
    return { status: 'imported', releaseId, name, matched };
  }

  /** Links releases that were unmatched (or matched only to a series) once metadata has arrived. */
  async rematch(batchSize = 500): Promise<{ checked: number; linked: number }> {
    let afterId = 0;
    let checked = 0;
    let linked = 0;
    for (;;) {
      const batch = await this.matching.incompleteReleases(afterId, batchSize);
      if (batch.length === 0) break;
      for (const release of batch) {
        afterId = release.id;
        checked += 1;
        const links = await this.matcher.match(parseReleaseName(release.name));
        const improves =
          (links.movieId !== null && release.movieId === null) ||
          (links.seriesId !== null && release.seriesId === null) ||
          (links.episodeId !== null && release.episodeId === null);
        if (improves) {
          await this.matching.link(release.id, links);
          linked += 1;
        }
      }
    }
    return { checked, linked };
  }
}
