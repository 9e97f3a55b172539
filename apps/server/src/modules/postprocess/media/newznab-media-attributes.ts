import type { MediaFacts } from './media-facts';

/** Newznab item attributes from media facts; an attribute nothing supports is left out. */
export interface NewznabMediaAttributes {
  language?: string;
  subs?: string;
  video?: string;
  audio?: string;
  resolution?: string;
}

const distinct = (values: (string | null)[]): string[] => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/*
 * `language` and `subs` list English names separated by commas. Radarr's
 * NewznabRssParser.GetLanguages (src/NzbDrone.Core/Indexers/Newznab/NewznabRssParser.cs)
 * splits each `language` attribute with
 * Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries)
 * and maps every part with IsoLanguages.FindByName (English name, ignoring case);
 * Prowlarr's NewznabRssParser passes the attribute values on unchanged. So
 * "German, English" reads as German and English; names it does not know are
 * skipped there, which is why untagged and "und" tracks are left out here.
 * `video`, `audio` and `resolution` follow the Newznab attribute list's
 * examples ("x264", "AC3 2.0 @ 384 kbs", "1280x716"): codec, format with
 * channel layout, width×height.
 */
export function newznabMediaAttributes(facts: MediaFacts): NewznabMediaAttributes {
  const attributes: NewznabMediaAttributes = {};
  const languages = distinct(facts.audio.map((track) => track.languageName));
  if (languages.length) attributes.language = languages.join(', ');
  const subs = distinct(facts.subtitles.map((track) => track.languageName));
  if (subs.length) attributes.subs = subs.join(', ');
  if (facts.videoCodec) attributes.video = facts.videoCodec;
  const audio = distinct(
    facts.audio.map((track) =>
      track.format ? [track.format, track.layout].filter(Boolean).join(' ') : null,
    ),
  );
  if (audio.length) attributes.audio = audio.join(', ');
  if (facts.width && facts.height) attributes.resolution = `${facts.width}x${facts.height}`;
  return attributes;
}
