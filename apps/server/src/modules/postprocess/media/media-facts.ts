import { z } from 'zod';
import { languageName } from './languages';
import {
  audioFormat,
  channelLayout,
  field,
  hdrFormats,
  numberField,
  resolutionOf,
  subtitleFormat,
  videoCodec,
  type HdrFormat,
  type Resolution,
  type Track,
} from './media-formats';

export type { HdrFormat, Resolution } from './media-formats';

export interface AudioTrackFacts {
  /** The ISO 639 tag as the container gives it ("de", "en", "pt-BR"); null when untagged. */
  language: string | null;
  /** English name as Sonarr/Radarr parse it ("German"); null for und, private use or unknown codes. */
  languageName: string | null;
  format: string | null;
  channels: number | null;
  /** "2.0", "5.1", "7.1". */
  layout: string | null;
}

export interface SubtitleTrackFacts {
  language: string | null;
  languageName: string | null;
  format: string | null;
  forced: boolean;
}

/** What the container headers of a release's main video file say. */
export interface MediaFacts {
  /** mediainfo's container name: "Matroska", "MPEG-4", "AVI", "MPEG-TS" … */
  container: string | null;
  videoCodec: string | null;
  width: number | null;
  height: number | null;
  resolution: Resolution | null;
  hdr: HdrFormat[];
  audio: AudioTrackFacts[];
  subtitles: SubtitleTrackFacts[];
}

const mediainfoJson = z.object({
  media: z
    .object({ track: z.array(z.record(z.string(), z.unknown())).or(z.record(z.string(), z.unknown())) })
    .nullable()
    .optional(),
});

const language = (track: Track) => {
  const tag = field(track, 'Language');
  return { language: tag, languageName: languageName(tag) };
};

/**
 * Maps `mediainfo --Output=JSON` to the facts; null when it found neither a
 * video nor an audio track (garbage, or a container whose index lies past the
 * bytes given, such as an MP4 with its moov atom at the end).
 */
export function mapMediainfoJson(json: unknown): MediaFacts | null {
  const parsed = mediainfoJson.safeParse(json);
  if (!parsed.success || !parsed.data.media) return null;
  const raw = parsed.data.media.track;
  const tracks: Track[] = Array.isArray(raw) ? raw : [raw];
  const ofType = (type: string) => tracks.filter((track) => track['@type'] === type);
  const video = ofType('Video')[0];
  const audio = ofType('Audio');
  if (!video && audio.length === 0) return null;
  const general = ofType('General')[0];
  const width = video ? numberField(video, 'Width') : null;
  const height = video ? numberField(video, 'Height') : null;
  return {
    container: general ? field(general, 'Format') : null,
    videoCodec: video ? videoCodec(video) : null,
    width,
    height,
    resolution: resolutionOf(width, height),
    hdr: video ? hdrFormats(video) : [],
    audio: audio.map((track) => {
      const channels = numberField(track, 'Channels');
      return {
        ...language(track),
        format: audioFormat(track),
        channels,
        layout: channelLayout(channels, field(track, 'ChannelLayout')),
      };
    }),
    subtitles: ofType('Text').map((track) => ({
      ...language(track),
      format: subtitleFormat(track),
      forced: field(track, 'Forced') === 'Yes',
    })),
  };
}
