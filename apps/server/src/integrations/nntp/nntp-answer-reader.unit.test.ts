import { describe, expect, it } from 'vitest';
import { AnswerReader, type AfterStatus, type AnswerSink } from './nntp-answer-reader';

/** Records what the reader reports; status lines with a code in `data` open a data block. */
function recorder(data: number[] = [224], switchOn: number[] = []) {
  const events: string[] = [];
  const lines: Buffer[] = [];
  const sink: AnswerSink = {
    status(code, text): AfterStatus {
      events.push(`status ${code} ${text}`);
      return data.includes(code) ? 'data' : switchOn.includes(code) ? 'switch' : 'single';
    },
    lines(batch) {
      lines.push(...batch.map((l) => Buffer.from(l)));
      events.push(`lines ${batch.length}`);
    },
    end: () => events.push('end'),
    malformed: (reason) => events.push(`malformed ${reason}`),
  };
  return { sink, events, lines };
}

const wire = (text: string) => Buffer.from(text, 'latin1');

describe('AnswerReader', () => {
  it('splits status lines and a data block, dot-unstuffed, however the bytes are chunked', () => {
    const stream = wire('211 3 1 3 alt.test\r\n224 Overview\r\n1\tA\r\n..dot\r\n...\r\n\r\n.\r\n205 Bye\r\n');
    for (const size of [1, 2, 3, 7, stream.length]) {
      const { sink, events, lines } = recorder();
      const reader = new AnswerReader(sink, 1024);
      for (let i = 0; i < stream.length; i += size) reader.push(stream.subarray(i, i + size));
      expect(events.filter((e) => !e.startsWith('lines'))).toEqual([
        'status 211 3 1 3 alt.test',
        'status 224 Overview',
        'end',
        'status 205 Bye',
      ]);
      expect(lines.map((l) => l.toString('latin1'))).toEqual(['1\tA', '.dot', '..', '']);
    }
  });

  it('keeps the raw bytes of a line (Latin-1 and UTF-8 alike)', () => {
    const { sink, lines } = recorder();
    const reader = new AnswerReader(sink, 1024);
    reader.push(
      Buffer.concat([wire('224 x\r\n'), Buffer.from([0xc4, 0x0d, 0x0a, 0xc3, 0x84]), wire('\r\n.\r\n')]),
    );
    expect(lines).toEqual([Buffer.from([0xc4]), Buffer.from([0xc3, 0x84])]);
  });

  it('accepts a 10 KB line and refuses a longer one than allowed, even before its end arrives', () => {
    const ok = recorder();
    new AnswerReader(ok.sink, 64 * 1024).push(wire(`224 x\r\n${'s'.repeat(10_000)}\r\n.\r\n`));
    expect(ok.lines[0]).toHaveLength(10_000);

    const bad = recorder();
    const reader = new AnswerReader(bad.sink, 64 * 1024);
    reader.push(wire('224 x\r\n'));
    // A megabyte without a line end, in pieces: memory stays bounded, the reader gives up early.
    for (let i = 0; i < 16; i++) reader.push(Buffer.alloc(64 * 1024, 0x61));
    expect(bad.events.at(-1)).toBe('malformed line_too_long');
    expect(bad.events.filter((e) => e.startsWith('malformed'))).toHaveLength(1);
  });

  it('reports a status line that is not three digits', () => {
    const { sink, events } = recorder();
    new AnswerReader(sink, 1024).push(wire('HTTP/1.1 400 Bad Request\r\n'));
    expect(events).toEqual(['malformed status_line']);
  });

  it('hands back the bytes behind a status line that switches layers (COMPRESS, STARTTLS)', () => {
    const { sink } = recorder([], [206]);
    const rest = new AnswerReader(sink, 1024).push(
      Buffer.concat([wire('206 on\r\n'), Buffer.from([1, 2, 3])]),
    );
    expect(rest).toEqual(Buffer.from([1, 2, 3]));
  });
});
