import { describe, expect, it } from 'vitest';
import { languageName } from './languages';
import { mapMediainfoJson, type MediaFacts } from './media-facts';
import { newznabMediaAttributes } from './newznab-media-attributes';

/*
 * The mapping of mediainfo's JSON (field names and values as MediaInfoLib 23
 * writes them) to facts; the real program runs in read-media-facts.unit.test.ts.
 */

const json = (...tracks: Record<string, string>[]) => ({ media: { '@ref': 'anfang.mkv', track: tracks } });
const general = { '@type': 'General', Format: 'Matroska' };
const video = (extra: Record<string, string> = {}) => ({
  '@type': 'Video',
  Format: 'HEVC',
  Width: '3840',
  Height: '2160',
  ...extra,
});

describe('mediainfo JSON to media facts', () => {
  it('reads HDR formats: Dolby Vision with HDR10 fallback, HDR10+, HDR10, HLG', () => {
    const hdr = (fields: Record<string, string>) => mapMediainfoJson(json(general, video(fields)))!.hdr;
    expect(
      hdr({
        HDR_Format: 'Dolby Vision / SMPTE ST 2086',
        HDR_Format_Profile: 'dvhe.08 / ',
        HDR_Format_Compatibility: 'HDR10 / HDR10',
      }),
    ).toEqual(['Dolby Vision', 'HDR10']);
    expect(hdr({ HDR_Format: 'Dolby Vision', HDR_Format_Profile: 'dvhe.05' })).toEqual(['Dolby Vision']);
    expect(
      hdr({
        HDR_Format: 'SMPTE ST 2094 App 4 / SMPTE ST 2086',
        HDR_Format_Compatibility: 'HDR10+ Profile B / HDR10',
      }),
    ).toEqual(['HDR10+', 'HDR10']);
    expect(hdr({ transfer_characteristics: 'PQ', colour_primaries: 'BT.2020' })).toEqual(['HDR10']);
    expect(hdr({ transfer_characteristics: 'HLG' })).toEqual(['HLG']);
    expect(hdr({ transfer_characteristics: 'BT.709' })).toEqual([]);
  });

  it('names audio formats as releases do, with channel layouts', () => {
    const audio = (fields: Record<string, string>) =>
      mapMediainfoJson(json(general, { '@type': 'Audio', ...fields }))!.audio[0]!;
    expect(
      audio({
        Format: 'DTS',
        Format_Commercial_IfAny: 'DTS-HD Master Audio',
        Format_AdditionalFeatures: 'XLL',
        Channels: '8',
        ChannelLayout: 'C L R LFE Lb Rb Lss Rss',
      }),
    ).toMatchObject({ format: 'DTS-HD MA', channels: 8, layout: '7.1' });
    expect(
      audio({ Format: 'MLP FBA', Format_Commercial_IfAny: 'Dolby TrueHD with Dolby Atmos', Channels: '8' }),
    ).toMatchObject({ format: 'TrueHD Atmos', layout: '7.1' });
    expect(audio({ Format: 'E-AC-3', Format_AdditionalFeatures: 'JOC', Channels: '6' })).toMatchObject({
      format: 'EAC3 Atmos',
      layout: '5.1',
    });
    expect(audio({ Format: 'AC-3', Channels: '2', ChannelLayout: 'L R' })).toMatchObject({
      format: 'AC3',
      layout: '2.0',
    });
    expect(audio({ Format: 'MPEG Audio', Format_Profile: 'Layer 3', Channels: '2 / 1' })).toMatchObject({
      format: 'MP3',
      channels: 2,
    });
  });

  it('classifies resolutions by width as well as height', () => {
    const resolution = (Width: string, Height: string) =>
      mapMediainfoJson(json(general, video({ Width, Height })))!.resolution;
    expect(resolution('1920', '800')).toBe('1080p');
    expect(resolution('3840', '1600')).toBe('2160p');
    expect(resolution('1280', '536')).toBe('720p');
    expect(resolution('720', '576')).toBe('576p');
    expect(resolution('720', '480')).toBe('480p');
    expect(resolution('480', '360')).toBe('360p');
  });

  it('reads subtitles with their languages and the forced flag', () => {
    const facts = mapMediainfoJson(
      json(
        general,
        video(),
        { '@type': 'Text', Format: 'PGS', Language: 'de', Forced: 'Yes' },
        { '@type': 'Text', Format: 'UTF-8', Language: 'en' },
      ),
    )!;
    expect(facts.subtitles).toEqual([
      { language: 'de', languageName: 'German', format: 'PGS', forced: true },
      { language: 'en', languageName: 'English', format: 'SRT', forced: false },
    ]);
  });

  it("answers null when nothing but the container was recognised, or the JSON is not mediainfo's", () => {
    expect(mapMediainfoJson(json({ '@type': 'General', FileSize: '3000' }))).toBeNull();
    expect(mapMediainfoJson({ media: null })).toBeNull();
    expect(mapMediainfoJson({ hallo: 'welt' })).toBeNull();
    expect(mapMediainfoJson('[]')).toBeNull();
    // Older versions write a single track as an object.
    expect(mapMediainfoJson({ media: { track: { '@type': 'Audio', Format: 'FLAC' } } })?.audio).toHaveLength(
      1,
    );
  });
});

describe('language codes', () => {
  it('maps ISO 639-1, 639-2/T, 639-2/B and BCP 47 tags to the English names the clients know', () => {
    for (const code of ['de', 'deu', 'ger', 'de-DE', 'DE', 'de_AT'])
      expect(languageName(code)).toBe('German');
    for (const code of ['fr', 'fra', 'fre']) expect(languageName(code)).toBe('French');
    expect([languageName('en'), languageName('eng'), languageName('en-US')]).toEqual([
      'English',
      'English',
      'English',
    ]);
    expect([languageName('spa'), languageName('ita'), languageName('jpn'), languageName('dut')]).toEqual([
      'Spanish',
      'Italian',
      'Japanese',
      'Dutch',
    ]);
    expect(languageName('pt-BR')).toBe('Portuguese (Brazil)');
    expect(languageName('es-419')).toBe('Spanish (Latino)');
    expect(languageName('German')).toBe('German');
  });

  it('gives no name for undetermined, multiple, private-use and unknown codes', () => {
    for (const code of ['und', 'mul', 'zxx', 'qaa', 'xx', 'tlh', '', null, undefined])
      expect(languageName(code)).toBeNull();
  });
});

describe('Newznab attributes from media facts', () => {
  const facts: MediaFacts = {
    container: 'Matroska',
    videoCodec: 'H.264',
    width: 1920,
    height: 800,
    resolution: '1080p',
    hdr: [],
    audio: [
      { language: 'de', languageName: 'German', format: 'AC3', channels: 6, layout: '5.1' },
      { language: 'ger', languageName: 'German', format: 'AC3', channels: 2, layout: '2.0' },
      { language: 'en', languageName: 'English', format: 'DTS-HD MA', channels: 8, layout: '7.1' },
      { language: 'und', languageName: null, format: 'AC3', channels: 6, layout: '5.1' },
    ],
    subtitles: [
      { language: 'de', languageName: 'German', format: 'PGS', forced: true },
      { language: 'de', languageName: 'German', format: 'SRT', forced: false },
      { language: 'tlh', languageName: null, format: 'SRT', forced: false },
    ],
  };

  it('lists each language once, in track order, comma-separated; leaves out untagged tracks', () => {
    expect(newznabMediaAttributes(facts)).toEqual({
      language: 'German, English',
      subs: 'German',
      video: 'H.264',
      audio: 'AC3 5.1, AC3 2.0, DTS-HD MA 7.1',
      resolution: '1920x800',
    });
  });

  it('reads back the way Radarr splits the value: on commas, trimmed', () => {
    const names = newznabMediaAttributes(facts)
      .language!.split(',')
      .map((part) => part.trim());
    expect(names).toEqual(['German', 'English']);
  });

  it('leaves out attributes nothing supports', () => {
    expect(
      newznabMediaAttributes({
        ...facts,
        videoCodec: null,
        width: null,
        height: null,
        audio: [],
        subtitles: [],
      }),
    ).toEqual({});
  });
});
