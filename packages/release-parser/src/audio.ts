/**
 * Audio vocabulary. Codec names are canonicalised (DD → AC3, EAC3/DDP → DD+),
 * channel layouts are read from both free-standing "5.1" and glued forms such
 * as "DDP5.1", "AAC2.0" or "DD51".
 */
import { Kind, Weight, tag } from './tags';
import type { Tag, TagEntries } from './tags';

const S = Weight.Strong;
const W = Weight.Weak;

const DUBBED = tag(Kind.Dubbed, 'dubbed', W);
const ATMOS = tag(Kind.Audio, 'Atmos', S);

const AC3 = tag(Kind.Audio, 'AC3', S);
const DD_PLUS = tag(Kind.Audio, 'DD+', S);
const DTS = tag(Kind.Audio, 'DTS', S);
const AAC = tag(Kind.Audio, 'AAC', S);
const TRUEHD = tag(Kind.Audio, 'TrueHD', S);
const FLAC = tag(Kind.Audio, 'FLAC', S);
const MP3 = tag(Kind.Audio, 'MP3', S);
const OPUS = tag(Kind.Audio, 'Opus', S);
const LPCM = tag(Kind.Audio, 'LPCM', S);

export const AUDIO_ENTRIES: TagEntries = [
  // "DD" alone is a common enough abbreviation to keep weak (it never ends a title by itself).
  ['dd', tag(Kind.Audio, 'AC3', W)],
  ['ac3|ac 3|dolby digital', AC3],
  // German scene: AC3D / AC3LD / AC3MD = AC3 track that is a (line/mic) dub.
  ['ac3d|ac3ld|ac3md|ac3 dubbed|ac3 ld|ac3 md', tag(Kind.Audio, 'AC3', S, DUBBED)],
  ['eac3|e ac3|e ac 3|eac 3|ddp|dd+|ddplus|dd plus|dolby digital plus', DD_PLUS],
  ['ddpa|ddp atmos|dd+ atmos|eac3 atmos', tag(Kind.Audio, 'DD+', S, ATMOS)],
  ['eac3d|eac3ld|ddpd', tag(Kind.Audio, 'DD+', S, DUBBED)],
  ['dts', DTS],
  ['dtsd|dtsld|dts dubbed', tag(Kind.Audio, 'DTS', S, DUBBED)],
  [
    'dts hd ma|dtshd ma|dts hdma|dtshdma|dts ma|dtsma|dts hd master audio|dts hd master|dtshd mad',
    tag(Kind.Audio, 'DTS-HD MA', S),
  ],
  ['dts hd|dtshd|dts hra|dts hd hra|dtshd hra|dtshr', tag(Kind.Audio, 'DTS-HD', S)],
  ['dts x|dtsx|dts:x', tag(Kind.Audio, 'DTS-X', S)],
  ['dts es|dtses', tag(Kind.Audio, 'DTS-ES', S)],
  ['truehd|true hd', TRUEHD],
  ['truehd atmos|true hd atmos', tag(Kind.Audio, 'TrueHD', S, ATMOS)],
  ['atmos|dolby atmos', ATMOS],
  ['aac|aaclc|aac lc|he aac|heaac|aac he', AAC],
  ['flac', FLAC],
  ['mp3', MP3],
  ['opus', OPUS],
  ['lpcm|pcm|l pcm', LPCM],
  ['alac', tag(Kind.Audio, 'ALAC', S)],
  ['ogg|vorbis', tag(Kind.Audio, 'Vorbis', S)],
  ['mp2', tag(Kind.Audio, 'MP2', S)],
  // Free-standing channel layouts: "5.1", "7.1", "2.0".
  ['7 1', tag(Kind.Channels, '7.1', W)],
  ['5 1', tag(Kind.Channels, '5.1', W)],
  ['6 1', tag(Kind.Channels, '6.1', W)],
  ['2 0', tag(Kind.Channels, '2.0', W)],
  ['2 1', tag(Kind.Channels, '2.1', W)],
  ['1 0', tag(Kind.Channels, '1.0', W)],
  ['8ch|8 ch', tag(Kind.Channels, '7.1', S)],
  ['6ch|6 ch', tag(Kind.Channels, '5.1', S)],
  ['2ch|2 ch', tag(Kind.Channels, '2.0', S)],
  ['mono', tag(Kind.Channels, '1.0', W)],
  ['stereo', tag(Kind.Channels, '2.0', W)],
];

/** Codec prefixes that can carry a glued channel count: DD5.1, DDP5.1, DD+5.1, AAC2.0, TrueHD7.1, DD51. */
const GLUED_AUDIO_PREFIXES: ReadonlyArray<readonly [string, Tag]> = [
  ['dd', AC3],
  ['ddp', DD_PLUS],
  ['dd+', DD_PLUS],
  ['ddpa', tag(Kind.Audio, 'DD+', S, ATMOS)],
  ['aac', AAC],
  ['dts', DTS],
  ['truehd', TRUEHD],
  ['atmos', ATMOS],
  ['flac', FLAC],
  ['opus', OPUS],
  ['lpcm', LPCM],
  ['pcm', LPCM],
];

const CHANNEL_LAYOUTS = ['1.0', '2.0', '2.1', '5.1', '6.1', '7.1'];

/** Appends `extra` at the end of a tag's `also` chain (tags are shared, so this copies). */
function chain(first: Tag, extra: Tag): Tag {
  return tag(first.kind, first.value, first.weight, first.also ? chain(first.also, extra) : extra, first.num);
}

/**
 * Phrases for glued codec + channel forms, precomputed so the tokenizer's single
 * trie walk reads them: "ddp5 1" (DDP5.1), "ddp51" (DDP51) and "ddp5" alone.
 */
function buildGluedAudioEntries(): TagEntries {
  const entries: Array<readonly [string, Tag]> = [];
  for (const layout of CHANNEL_LAYOUTS) {
    const channels = tag(Kind.Channels, layout, W);
    const [major, minor] = layout.split('.') as [string, string];
    for (const [prefix, codec] of GLUED_AUDIO_PREFIXES) {
      entries.push([`${prefix}${major} ${minor}|${prefix}${major}${minor}`, chain(codec, channels)]);
    }
  }
  for (const [prefix, codec] of GLUED_AUDIO_PREFIXES) {
    for (const major of ['1', '2', '5', '6', '7']) entries.push([`${prefix}${major}`, codec]);
  }
  return entries;
}

export const GLUED_AUDIO_ENTRIES: TagEntries = buildGluedAudioEntries();
