import { describe, expect, it } from 'vitest';
import { fileBaseName, fileFacts } from './file-names';

const NAME = 'Das.Mädchen.vom.Moorhof.1958.German.1080p.HDTV.x264-NZBKINO';

describe('fileFacts', () => {
  it('tells archives, their volumes and the volume numbers apart', () => {
    const cases: [string, string, number | null][] = [
      [`${NAME}.part01.rar`, 'rar-volume', 1],
      [`${NAME}.part1.rar`, 'rar-volume', 1],
      [`${NAME}.PART120.RAR`, 'rar-volume', 120],
      [`${NAME}.rar`, 'rar', null],
      [`${NAME}.r00`, 'rar-volume', 0],
      [`${NAME}.r123`, 'rar-volume', 123],
      [`${NAME}.7z`, '7z', null],
      [`${NAME}.7z.001`, '7z-volume', 1],
      [`${NAME}.zip`, 'zip', null],
      [`${NAME}.z01`, 'zip', 1],
      [`${NAME}.mkv.003`, 'other', 3],
    ];
    for (const [name, kind, volume] of cases)
      expect(fileFacts(name), name).toEqual({ kind, volumeNumber: volume });
  });

  it('tells the PAR2 index from its recovery volumes, whose number is the first block', () => {
    expect(fileFacts(`${NAME}.par2`)).toEqual({ kind: 'par2-index', volumeNumber: null });
    expect(fileFacts(`${NAME}.vol03+04.par2`)).toEqual({ kind: 'par2-volume', volumeNumber: 3 });
    expect(fileFacts(`${NAME}.vol000+001.PAR2`)).toEqual({ kind: 'par2-volume', volumeNumber: 0 });
    expect(fileFacts(`${NAME}.mkv.vol07-15.par2`)).toEqual({ kind: 'par2-volume', volumeNumber: 7 });
  });

  it('knows the files beside a release and media files', () => {
    const cases: [string, string][] = [
      [`${NAME}.nfo`, 'nfo'],
      [`${NAME}.sfv`, 'sfv'],
      [`${NAME}.nzb`, 'nzb'],
      [`${NAME}.nzb.gz`, 'nzb'],
      [`${NAME}.mkv`, 'video'],
      [`${NAME}.MP4`, 'video'],
      [`${NAME}.avi`, 'video'],
      [`${NAME}.m2ts`, 'video'],
      [`${NAME}.ts`, 'video'],
      [`${NAME}.flac`, 'audio'],
      [`${NAME}.mp3`, 'audio'],
      [`${NAME}.jpg`, 'other'],
      [`${NAME}.srr`, 'other'],
      ['3f9a0c6e1b7d4f2a8e5c0b9d6a3f1e7c', 'other'],
    ];
    for (const [name, kind] of cases) expect(fileFacts(name).kind, name).toBe(kind);
  });

  it('does not take the TeleSync tag `TS` in capitals for a video extension', () => {
    expect(fileFacts('Der.Film.2024.German.TS').kind).toBe('other');
  });
});

describe('fileBaseName', () => {
  it('gives every file of a RAR set with PAR2, NFO, SFV and NZB the same base', () => {
    const files = [
      `${NAME}.part01.rar`,
      `${NAME}.part12.rar`,
      `${NAME}.rar`,
      `${NAME}.r00`,
      `${NAME}.r99`,
      `${NAME}.7z.001`,
      `${NAME}.7z`,
      `${NAME}.zip`,
      `${NAME}.z02`,
      `${NAME}.par2`,
      `${NAME}.vol03+04.par2`,
      `${NAME}.nfo`,
      `${NAME}.sfv`,
      `${NAME}.nzb`,
      `${NAME}.srr`,
      `${NAME}.mkv`,
      `${NAME}.mkv.par2`,
      `${NAME}.mkv.vol00+01.par2`,
      `${NAME}.mkv.001`,
      `${NAME}-sample.mkv`,
      `${NAME}.proof.jpg`,
      `Sample/${NAME}.mkv`,
      `C:\\Upload\\${NAME}.nfo`,
    ];
    for (const file of files) expect(fileBaseName(file), file).toBe(NAME);
  });

  it('leaves dotted words of a release name that only look like endings', () => {
    expect(fileBaseName('Der.Film.2024.German.TS.rar')).toBe('Der.Film.2024.German.TS');
    expect(fileBaseName('Der.Film.2024.German.TS')).toBe('Der.Film.2024.German.TS');
    expect(fileBaseName('Die.Fälscher.2007')).toBe('Die.Fälscher.2007');
    expect(fileBaseName('Film.Part.2.2011.German.x264-GRP.rar')).toBe('Film.Part.2.2011.German.x264-GRP');
  });
});
