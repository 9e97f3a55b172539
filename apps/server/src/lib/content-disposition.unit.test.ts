import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentHeader, safeFileName } from './content-disposition';

describe('safeFileName', () => {
  it.each([
    ['Der.Film.2023.German.1080p.BluRay.x264-GRP', 'Der.Film.2023.German.1080p.BluRay.x264-GRP.nzb'],
    ['../../etc/passwd', '_.._etc_passwd.nzb'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a_b_c_d_e_f_g_h_i_j.nzb'],
    ['Zeile\r\nContent-Type: text/html', 'Zeile_Content-Type_ text_html.nzb'],
    ['  ...versteckt...  ', 'versteckt.nzb'],
    ['Schon.da.NZB', 'Schon.da.nzb'],
    ['', 'release-7.nzb'],
    ['...', 'release-7.nzb'],
    ['Größenwahn', 'Größenwahn.nzb'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileName(name, '.nzb', 'release-7')).toBe(expected);
  });

  it('cuts long names to 180 characters before the extension', () => {
    expect(safeFileName('x'.repeat(500), '.nzb', 'r')).toBe(`${'x'.repeat(180)}.nzb`);
  });
});

describe('attachmentHeader', () => {
  it('keeps a plain ASCII name as the only filename', () => {
    expect(attachmentHeader('Film.2020.nzb')).toBe('attachment; filename="Film.2020.nzb"');
  });

  it('adds the exact UTF-8 name as filename* and spells umlauts out in the fallback', () => {
    expect(attachmentHeader("Bücher's (Schöne) Größe*.nzb")).toBe(
      `attachment; filename="Buecher's (Schoene) Groesse*.nzb"; ` +
        `filename*=UTF-8''B%C3%BCcher%27s%20%28Sch%C3%B6ne%29%20Gr%C3%B6%C3%9Fe%2A.nzb`,
    );
  });

  it('never lets a quote, backslash, percent sign or control character into the header', () => {
    const header = attachmentHeader(safeFileName('a"b\\c%d\u0007é€.nzb', '.nzb', 'r'));
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(header).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(header.split('"')).toHaveLength(3);
    expect(asciiFileName('a%b€é')).toBe('a_b_e');
  });
});
