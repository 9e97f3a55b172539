import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolMissing } from '../archives/test-tools';
import { newznabMediaAttributes } from './newznab-media-attributes';
import { readMediaFacts } from './read-media-facts';

/*
 * Videos made with Debian's ffmpeg at test time, cut to their first 256 KB as
 * post-processing fetches them, and read by Debian's mediainfo.
 */

const FIRST_BYTES = 256 * 1024;
const missing =
  toolMissing('ffmpeg', ['-version'], 'Medien-Tests mit ffmpeg') ??
  toolMissing('mediainfo', ['--Version'], 'Medien-Tests mit mediainfo');

describe.skipIf(missing !== null)('media facts from the first bytes of a video', () => {
  let folder = '';
  const ffmpeg = (args: string[], output: string): Buffer => {
    const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, output], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr}`);
    return readFileSync(join(folder, output));
  };
  const tone = (hz: number) => ['-f', 'lavfi', '-i', `sine=frequency=${hz}:sample_rate=48000`];
  const picture = (size: string) => ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`];

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'nzbkino-media-test-'));
    writeFileSync(join(folder, 'de.srt'), '1\n00:00:00,000 --> 00:00:01,000\nHallo Welt\n');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("reads a German and an English audio track and a German subtitle from an MKV's first 256 KB", async () => {
    const mkv = ffmpeg(
      [
        ...picture('1280x720'),
        ...tone(440),
        ...tone(880),
        '-i',
        'de.srt',
        '-t',
        '4',
        '-map',
        '0:v',
        '-map',
        '1:a',
        '-map',
        '2:a',
        '-map',
        '3:s',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-b:v',
        '3M',
        '-c:a',
        'aac',
        '-ac:a:0',
        '2',
        '-ac:a:1',
        '6',
        '-c:s',
        'srt',
        '-metadata:s:a:0',
        'language=ger',
        '-metadata:s:a:1',
        'language=eng',
        '-metadata:s:s:0',
        'language=ger',
      ],
      'film.mkv',
    );
    expect(mkv.length).toBeGreaterThan(FIRST_BYTES * 2);
    const result = await readMediaFacts(mkv.subarray(0, FIRST_BYTES), { fileName: 'film.mkv' });
    expect(result).toEqual({
      ok: true,
      facts: {
        container: 'Matroska',
        videoCodec: 'H.264',
        width: 1280,
        height: 720,
        resolution: '720p',
        hdr: [],
        audio: [
          { language: 'de', languageName: 'German', format: 'AAC', channels: 2, layout: '2.0' },
          { language: 'en', languageName: 'English', format: 'AAC', channels: 6, layout: '5.1' },
        ],
        subtitles: [{ language: 'de', languageName: 'German', format: 'SRT', forced: false }],
      },
    });
    expect(result.ok && newznabMediaAttributes(result.facts)).toEqual({
      language: 'German, English',
      subs: 'German',
      video: 'H.264',
      audio: 'AAC 2.0, AAC 5.1',
      resolution: '1280x720',
    });
  });

  it('reads HDR10 (PQ with mastering metadata) and HLG from HEVC headers', async () => {
    const hevc = (params: string, name: string) =>
      ffmpeg(
        [
          ...picture('640x360'),
          '-frames:v',
          '1',
          '-c:v',
          'libx265',
          '-pix_fmt',
          'yuv420p10le',
          '-x265-params',
          params,
        ],
        name,
      );
    const pq = hevc(
      'log-level=error:hdr10=1:colorprim=bt2020:transfer=smpte2084:colormatrix=bt2020nc:' +
        'master-display=G(13250,34500)B(7500,3000)R(34000,16000)WP(15635,16450)L(10000000,1):max-cll=1000,400',
      'pq.mkv',
    );
    const hlg = hevc(
      'log-level=error:colorprim=bt2020:transfer=arib-std-b67:colormatrix=bt2020nc',
      'hlg.mkv',
    );
    expect(await readMediaFacts(pq)).toMatchObject({
      ok: true,
      facts: { videoCodec: 'H.265', hdr: ['HDR10'] },
    });
    expect(await readMediaFacts(hlg)).toMatchObject({ ok: true, facts: { hdr: ['HLG'] } });
  });

  it('reads an MP4 whose index comes first (faststart), not one whose index is at its end', async () => {
    const args = [
      ...picture('1280x720'),
      ...tone(440),
      '-t',
      '4',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      '3M',
      '-c:a',
      'aac',
      '-metadata:s:a:0',
      'language=ger',
    ];
    const atEnd = ffmpeg(args, 'ende.mp4');
    const first = ffmpeg([...args, '-movflags', '+faststart'], 'anfang.mp4');
    expect(await readMediaFacts(first.subarray(0, FIRST_BYTES))).toMatchObject({
      ok: true,
      facts: { container: 'MPEG-4', audio: [{ languageName: 'German' }] },
    });
    expect(await readMediaFacts(atEnd.subarray(0, FIRST_BYTES))).toMatchObject({
      ok: false,
      failure: { kind: 'not_readable' },
    });
  });

  it('records garbage as "not readable"', async () => {
    const garbage = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 2654435761) >>> 24));
    expect(await readMediaFacts(garbage, { fileName: 'film.mkv' })).toMatchObject({
      ok: false,
      failure: { kind: 'not_readable' },
    });
  });
});
