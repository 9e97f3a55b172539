import { describe, expect, it } from 'vitest';
import { buildNzb, NZB_DOCTYPE, parseNzb } from '../src/index';
import { sampleNzb } from '../src/testing';
import { difference, expectBothAccept, expectSame, outcome } from './compare-readers';

// The single-pass scanner against the fast-xml-parser based reader it
// replaced (kept under ./oracle). On every document the old reader accepted,
// the new one must return an identical NzbDocument or refuse it under one of
// the stricter XML rules below; wherever the old reader refused, the new one
// must refuse with the same code (or a stricter-rule MALFORMED that it finds
// first), and never accept.

// A small deterministic generator, so every run checks the same documents.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

const TEXT_CHARS = [
  'a',
  'B',
  ' ',
  '"',
  "'",
  '&',
  '<',
  '>',
  'ü',
  'ß',
  '€',
  '😀',
  '\t',
  '\n',
  '\r',
  ';',
  '#',
  '/',
  ']',
];

function baseDocuments(): [string, string][] {
  const rnd = random(7);
  const text = (n: number) =>
    Array.from({ length: n }, () => TEXT_CHARS[Math.floor(rnd() * TEXT_CHARS.length)]).join('');
  const built = Array.from({ length: 3 }, (_, k): [string, string] => [
    `built ${k}`,
    buildNzb({
      meta: { title: text(8), tag: text(3) },
      files: Array.from({ length: 1 + k }, (_, f) => ({
        subject: `${text(10)} "f${f}.rar" yEnc`,
        poster: text(5),
        date: new Date(1e12 + f * 1000),
        groups: [`${text(4)}g`, 'alt.binaries.x'],
        segments: Array.from({ length: 2 + f }, (_, s) => ({
          number: s + 1,
          bytes: Math.floor(rnd() * 1e6),
          messageId: `id${s}.${f}@h&x`,
        })),
      })),
    }),
  ]);
  return [
    ['sample', sampleNzb({ files: 2, segmentsPerFile: 3 })],
    [
      'sample with meta',
      sampleNzb({ files: 3, segmentsPerFile: 2, meta: { title: 'T & <x>', password: 'p"w' } }),
    ],
    ...built,
  ];
}

/** Rewrites that keep a document well-formed but exercise what the readers must treat alike. */
const REWRITES: [string, (xml: string) => string][] = [
  ['CRLF line ends', (x) => x.replace(/\n/g, '\r\n')],
  ['CR line ends', (x) => x.replace(/\n/g, '\r')],
  ['single quotes', (x) => x.replace(/="([^"]*)"/g, (_m, v: string) => `='${v.replace(/'/g, '&apos;')}'`)],
  ['spaces around =', (x) => x.replace(/(\w)="/g, '$1 = "')],
  ['space before >', (x) => x.replace(/"(\/?)>/g, '" $1>')],
  ['whitespace in end tags', (x) => x.replace(/<\/(\w+)>/g, '</$1 \n>')],
  ['tabs between attributes', (x) => x.replace(/ (\w+)="/g, '\t$1="')],
  [
    'swapped segment attributes',
    (x) => x.replace(/<segment bytes="(\d+)" number="(\d+)">/g, '<segment number="$2" bytes="$1">'),
  ],
  ['indented message-ids', (x) => x.replace(/">([^<]+)<\/segment>/g, '">\n        $1\n      </segment>')],
  ['CDATA message-ids', (x) => x.replace(/">([^<&]+)<\/segment>/g, '"><![CDATA[$1]]></segment>')],
  ['CDATA groups', (x) => x.replace(/<group>([^<&]+)<\/group>/g, '<group> <![CDATA[ $1 ]]> </group>')],
  ['comments between tags', (x) => x.replace(/></g, '><!-- c -- x --><')],
  ['comment splitting text', (x) => x.replace(/<group>([^<]{2})/g, '<group>$1<!-- split -->')],
  [
    'namespace prefixes',
    (x) =>
      x
        .replace(/<(\/?)(nzb|file|segments|segment|groups|group|head|meta)\b/g, '<$1n:$2')
        .replace('<n:nzb', '<n:nzb xmlns:n="urn:n"'),
  ],
  ['prefixed attributes', (x) => x.replace(/ (subject|poster|date|bytes|number|type)="/g, ' q:$1="')],
  [
    'unknown elements',
    (x) => x.replace(/<\/groups>/g, '</groups><extra a="1"><file subject="zzz"/></extra>'),
  ],
  ['element inside a segment', (x) => x.replace(/(<segment [^>]*>)/, '$1<x>ignored</x>')],
  [
    'elements inside meta',
    (x) => x.replace(/<meta type="(\w+)">/g, '<meta type="$1"> pre <b>bold</b> post '),
  ],
  [
    'CDATA in meta',
    (x) => x.replace(/<meta type="(\w+)">/g, '<meta type=" $1 "><![CDATA[ raw & <stuff> ]]>'),
  ],
  ['numeric references', (x) => x.replace(/">([a-z])/g, (_m, c: string) => `">&#${c.charCodeAt(0)};`)],
  [
    'hex references',
    (x) => x.replace(/subject="(.)/g, (_m, c: string) => `subject="&#x${c.charCodeAt(0).toString(16)};`),
  ],
  ['no declaration', (x) => x.replace(/^<\?xml[^>]*>\s*/, '')],
  ['no DOCTYPE', (x) => x.replace(/<!DOCTYPE[^>]*>\s*/, '')],
  ['bare DOCTYPE', (x) => x.replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE nzb>')],
  ['comments around the root', (x) => `${x.replace(/(\?>)/, '$1<!-- hi -->')}\n<!-- end -->\n`],
  ['self-closed groups', (x) => x.replace(/<groups>[\s\S]*?<\/groups>/, '<groups/>')],
  [
    'two heads, repeated types',
    (x) =>
      x.replace(
        /(<nzb[^>]*>)/,
        '$1<head><meta type="title">first</meta><meta type="Title">dup</meta></head>',
      ),
  ],
];

/** Single-point edits, mostly breaking the document. */
const EDITS = [
  '<',
  '>',
  '&',
  '"',
  "'",
  '/',
  '=',
  ' ',
  'a',
  '\n',
  ';',
  '#',
  '!',
  '?',
  '-',
  ']',
  '\u0000',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '&amp;',
  '&#0;',
  '</x>',
  '<x>',
  '<?pi?>',
  '<!ENTITY',
  '<!DOCTYPE nzb>',
  ':',
];

function mutate(xml: string, rnd: () => number): [string, string] {
  const at = Math.floor(rnd() * (xml.length + 1));
  const edit = EDITS[Math.floor(rnd() * EDITS.length)]!;
  switch (Math.floor(rnd() * 5)) {
    case 0:
      return [`delete at ${at}`, xml.slice(0, at) + xml.slice(at + 1 + Math.floor(rnd() * 3))];
    case 1:
      return [`insert ${JSON.stringify(edit)} at ${at}`, xml.slice(0, at) + edit + xml.slice(at)];
    case 2:
      return [`truncate at ${at}`, xml.slice(0, at)];
    case 3: {
      const from = Math.floor(rnd() * xml.length);
      return [
        `copy ${from} to ${at}`,
        xml.slice(0, at) + xml.slice(from, from + Math.floor(rnd() * 40)) + xml.slice(at),
      ];
    }
    default:
      return [`replace at ${at} with ${JSON.stringify(edit)}`, xml.slice(0, at) + edit + xml.slice(at + 1)];
  }
}

describe('parseNzb reads what the fast-xml-parser reader read, the same way', { timeout: 30_000 }, () => {
  it.each(baseDocuments())('%s, with every rewrite, as string and as bytes', (_name, xml) => {
    const cases: [string, string | Buffer][] = [
      ['as is', xml],
      ['bytes', Buffer.from(xml)],
    ];
    for (const [name, rewrite] of REWRITES) {
      cases.push([name, rewrite(xml)], [`${name} (bytes)`, Buffer.from(rewrite(xml))]);
    }
    expectBothAccept(cases);
  });

  it('hand-written documents', () => {
    const file = (attrs: string, body: string) => `<file ${attrs}>${body}</file>`;
    const seg = '<segments><segment bytes="1" number="1">a@b</segment></segments>';
    expectBothAccept(
      [
        `<nzb>${file('subject="s"', seg)}</nzb>`,
        `<nzb>${file('subject="x" a:subject="y" poster="p" b:poster="q" a:b:date="5" date="7"', seg)}</nzb>`,
        `<nzb>${file('xmlns:subject="x" subject:="y" date=" 0012 "', seg)}</nzb>`,
        `<nzb>${file('subject="s"', '<segments><segment x:bytes="5" bytes="6" number="1">a@b</segment></segments>')}</nzb>`,
        `<nzb>${file('subject="s"', '<segments><segment bytes=" 7 " number="&#49;">\n a@b \n</segment></segments>')}</nzb>`,
        `<nzb>${file('subject="s"', '<segments><segment bytes="1" number="1"><![CDATA[ <a@b> ]]></segment></segments>')}</nzb>`,
        `<nzb>${file('subject="s"', '<segments><segment bytes="1" number="1">a<!-- x -->@b</segment></segments>')}</nzb>`,
        `<nzb>${file('subject="s"', '<segments><segments><segment bytes="1" number="1">x y</segment></segments><segment bytes="1" number="1">a@b</segment></segments>')}</nzb>`,
        `<nzb>${file('subject="s"', `${seg}<segments/>${seg}`)}</nzb>`,
        `<nzb>${file('subject="a\r\nb\rc&#13;d"', `<groups><group>g\r\n1</group><group> g <![CDATA[ 2 ]]> </group><group/></groups>${seg}`)}</nzb>`,
        `<nzb><head><meta type="title"/><meta type="tag">x<!--c-->y</meta><meta type=" PASSWORD ">a&amp;b</meta></head>${file('subject="s"', seg)}</nzb>`,
        `<nzb><nzb>${file('subject="inner"', seg)}</nzb>${file('subject="outer"', seg)}</nzb>`,
        `<:nzb>${file('subject="s"', seg)}</:nzb>`,
        `<nzb xmlns="${'x'.repeat(5000)}">${file('subject="s"', seg)}</nzb>`,
        `<nzb><fïle/><ñ:file subject="é">${seg}</ñ:file></nzb>`,
        `\n\t <?xml version="1.0"?>`.trimStart() + `<nzb>${file('subject="s"', seg)}</nzb>`,
        `<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n${NZB_DOCTYPE}\n<nzb>${file('subject="s"', seg)}</nzb>`,
      ].map((xml, i): [string, string] => [`document ${i + 1}`, xml]),
    );
  });

  it('encodings: ISO-8859-1 and windows-1252 declarations, UTF-8 and UTF-16 with BOM', () => {
    const cases: [string, string | Buffer][] = [];
    for (const [name, xml] of baseDocuments()) {
      const body = xml.replace(/^<\?xml[^>]*\?>/, '');
      cases.push(
        [
          `${name} latin1`,
          Buffer.from(
            `<?xml version="1.0" encoding="ISO-8859-1"?>${body.replace(/[\u0100-\uffff]/g, '?')}`,
            'latin1',
          ),
        ],
        [
          `${name} cp1252`,
          Buffer.from(
            `<?xml version="1.0" encoding="windows-1252"?>${body.replace(/[\u0080-\uffff]/g, 'x')}`,
          ),
        ],
        [`${name} UTF-8 BOM`, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)])],
        [`${name} UTF-16 BOM`, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')])],
        [`${name} string BOM`, `\uFEFF${xml}`],
      );
    }
    expectBothAccept(cases);
  });

  it('large documents, read in 32 Ki pieces, with values across piece boundaries', () => {
    // ASCII uploads are decoded in pieces of 32 Ki characters. A comment after
    // the declaration moves the first boundary through a file tag (subject,
    // poster, date), its groups and a segment, one position at a time.
    const PIECE = 32 * 1024;
    const withBoundaryAt = (xml: string, at: number): Buffer => {
      const prolog = xml.indexOf('?>') + 2;
      const padding = PIECE - at - '<!---->'.length;
      return Buffer.from(`${xml.slice(0, prolog)}<!--${' '.repeat(padding)}-->${xml.slice(prolog)}`);
    };
    const plain = sampleNzb({ files: 2, segmentsPerFile: 6, meta: { title: 'Der Film &amp; mehr' } });
    const variants: [string, string][] = [
      ['plain', plain],
      ['indented', REWRITES.find(([name]) => name === 'indented message-ids')![1](plain)],
      ['CDATA', REWRITES.find(([name]) => name === 'CDATA message-ids')![1](plain)],
      ['CRLF', plain.replace(/\n/g, '\r\n')],
    ];
    for (const [name, xml] of variants) {
      const secondFile = xml.indexOf('<file ', xml.indexOf('</file>'));
      const segment = xml.indexOf('<segment ', xml.indexOf('<segment ', secondFile) + 1);
      const regions = name === 'plain' ? [secondFile, segment] : [segment];
      const cases: [string, Buffer][] = [];
      for (const start of regions) {
        const end =
          xml.indexOf('\n', xml.indexOf(start === secondFile ? '</groups>' : '</segment>', start)) + 1;
        for (let at = start; at <= end; at++)
          cases.push([`${name}, boundary at ${at}`, withBoundaryAt(xml, at)]);
      }
      expect(cases.every(([, input]) => input.length > PIECE && input.every((byte) => byte < 0x80))).toBe(
        true,
      );
      expectBothAccept(cases);
    }
  });
});

describe(
  'parseNzb refuses what the fast-xml-parser reader refused, for the same reason',
  { timeout: 30_000 },
  () => {
    it.each(baseDocuments())('%s, with random edits', (name, xml) => {
      const rnd = random(name.length * 7919);
      const cases: [string, string | Buffer][] = [];
      for (const [rewriteName, rewrite] of REWRITES) {
        for (let i = 0; i < 8; i++) {
          const [edit, edited] = mutate(rewrite(xml), rnd);
          cases.push([`${rewriteName}, ${edit}`, i % 2 ? Buffer.from(edited) : edited]);
        }
      }
      for (let i = 0; i < 150; i++) {
        const [first, once] = mutate(xml, rnd);
        const [second, twice] = mutate(once, rnd);
        cases.push([`${first}, ${second}`, twice]);
      }
      expectSame(cases);
    });

    it('edits at the boundaries of the 32 Ki pieces', () => {
      const rnd = random(42);
      const big = sampleNzb({ files: 2, segmentsPerFile: 250 });
      const cases: [string, Buffer][] = [];
      for (let i = 0; i < 60; i++) {
        const boundary = (1 + Math.floor(rnd() * Math.floor(big.length / 32768))) * 32768;
        const at = Math.max(0, Math.min(big.length, boundary - 40 + Math.floor(rnd() * 80)));
        const edit = EDITS[Math.floor(rnd() * EDITS.length)]!;
        cases.push([
          `${JSON.stringify(edit)} at ${at}`,
          Buffer.from(big.slice(0, at) + edit + big.slice(at + (i % 3))),
        ]);
      }
      expectSame(cases);
    });

    it('lets entity declarations, foreign roots and NUL bytes outrank an earlier error, as the pre-checks did', () => {
      const xml = sampleNzb({ files: 2, segmentsPerFile: 2 });
      const broken = xml.replace('<segment ', '<segment bytes=1 ');
      const cases: [string, string][] = [
        ['entity in a later comment', broken.replace('</nzb>', '<!-- <!ENTITY x "y"> --></nzb>')],
        ['DOCTYPE in later CDATA', broken.replace('</segments>', '<![CDATA[<!doctype html>]]></segments>')],
        ['second DOCTYPE in a comment', broken.replace('</nzb>', '<!-- <!DOCTYPE nzb> --></nzb>')],
        ['NUL at the end', `${broken}\u0000`],
      ];
      for (const [label, input] of cases) expect(difference(input), label).toBeNull();
      expect(outcome(() => parseNzb(cases[0]![1]))).toMatchObject({ code: 'ENTITIES_FORBIDDEN' });
      expect(outcome(() => parseNzb(cases[3]![1]))).toMatchObject({ code: 'NOT_XML' });
    });
  },
);
