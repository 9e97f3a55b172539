import { describe, expect, it } from 'vitest';
import { buildNzb, NZB_DOCTYPE, parseNzb } from './index';
import type { NzbBuildFile, NzbBuildInput } from './index';
import { sampleNzbInput } from './testing';

const FILE: NzbBuildFile = {
  subject: 'Rel - "rel.nfo" yEnc (1/1)',
  poster: 'p@x',
  date: new Date('2024-01-02T03:04:05Z'),
  groups: ['alt.binaries.test'],
  segments: [{ number: 1, bytes: 512, messageId: 'nfo@x' }],
};

/** What parseNzb gives back for build input, for round-trip comparisons. */
function asParsed(input: NzbBuildInput) {
  return input.files.map((f) => ({
    subject: f.subject,
    poster: f.poster,
    date: new Date(Math.floor(f.date.getTime() / 1000) * 1000),
    groups: f.groups,
    segments: f.segments,
  }));
}

describe('buildNzb', () => {
  it('writes the declaration, the standard DOCTYPE and the namespace', () => {
    const xml = buildNzb({ files: [FILE] });
    const lines = xml.split('\n');
    expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    expect(lines[1]).toBe(
      '<!DOCTYPE nzb PUBLIC "-//newzBin//DTD NZB 1.1//EN" "http://www.newzbin.com/DTD/nzb/nzb-1.1.dtd">',
    );
    expect(lines[1]).toBe(NZB_DOCTYPE);
    expect(lines[2]).toBe('<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb">');
    expect(xml).toContain(
      '<file poster="p@x" date="1704164645" subject="Rel - &quot;rel.nfo&quot; yEnc (1/1)">',
    );
    expect(xml).toContain('<segment bytes="512" number="1">nfo@x</segment>');
    expect(xml).not.toContain('<head>');
  });

  it('round-trips a realistic release with meta', () => {
    const input = sampleNzbInput({
      files: 20,
      segmentsPerFile: 150,
      meta: { title: 'Der Film (2023)', password: 'geheim', category: 'Filme > HD' },
    });
    const doc = parseNzb(buildNzb(input));
    expect(doc.meta).toEqual(input.meta);
    expect(
      doc.files.map(({ subject, poster, date, groups, segments }) => ({
        subject,
        poster,
        date,
        groups,
        segments,
      })),
    ).toEqual(asParsed(input));
    expect(doc.segmentCount).toBe(3000);
  });

  it('escapes everything XML needs escaped, so hostile text round-trips unchanged', () => {
    const nasty: NzbBuildFile = {
      subject: `Tom & Jerry <b> "quoted" 'single' ]]> \t tab\nline\r\n Grüße 🎬 &amp;`,
      poster: 'Name <mail@x> & "Co"',
      date: new Date('2024-05-06T07:08:09.999Z'),
      groups: ['alt.binaries.a&b', 'alt.binaries.<x>]]>'],
      segments: [{ number: 1, bytes: 1, messageId: `a&b"'@x` }],
    };
    const input = { meta: { title: '<Title> & "more" ]]>', 'x-note': "it's" }, files: [nasty] };
    const xml = buildNzb(input);
    expect(xml).not.toContain(']]>');
    const doc = parseNzb(xml);
    expect(doc.meta).toEqual(input.meta);
    expect(doc.files[0]).toMatchObject(asParsed(input)[0]!);
  });

  it.each([
    ['no files', { files: [] }],
    ['a file without segments', { files: [{ ...FILE, segments: [] }] }],
    ['negative bytes', { files: [{ ...FILE, segments: [{ number: 1, bytes: -1, messageId: 'a@b' }] }] }],
    ['fractional number', { files: [{ ...FILE, segments: [{ number: 1.5, bytes: 1, messageId: 'a@b' }] }] }],
    ['empty message-id', { files: [{ ...FILE, segments: [{ number: 1, bytes: 1, messageId: ' ' }] }] }],
    [
      'message-id with brackets',
      { files: [{ ...FILE, segments: [{ number: 1, bytes: 1, messageId: '<a@b>' }] }] },
    ],
    ['invalid date', { files: [{ ...FILE, date: new Date('nope') }] }],
    ['a control character', { files: [{ ...FILE, subject: 'bell \u0007' }] }],
    ['a lone surrogate', { files: [{ ...FILE, poster: 'x\uD800' }] }],
    ['a meta type that is not a name', { meta: { 'a"b': 'x' }, files: [FILE] }],
  ] as [string, NzbBuildInput][])('refuses %s', (_name, input) => {
    expect(() => buildNzb(input)).toThrow(RangeError);
  });
});
