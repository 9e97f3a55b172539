import { DamagedHeader, type ByteCursor } from './byte-cursor';
import { MAX_ENTRIES, TooManyEntries, type RawEntry } from './archive-scan';

/*
 * The 7z header database (7-Zip's DOC/7zFormat.txt): property ids, each
 * followed by its fields; counts are 7z NUMBERs. Only what the file list needs
 * is kept — folders with their coder ids (to see AES), the unpacked sizes of
 * their streams, and the files' names, empty-stream bits and attributes.
 */

export const ID = {
  End: 0x00,
  Header: 0x01,
  ArchiveProperties: 0x02,
  AdditionalStreamsInfo: 0x03,
  MainStreamsInfo: 0x04,
  FilesInfo: 0x05,
  PackInfo: 0x06,
  UnpackInfo: 0x07,
  SubStreamsInfo: 0x08,
  Size: 0x09,
  Crc: 0x0a,
  Folder: 0x0b,
  CodersUnpackSize: 0x0c,
  NumUnpackStream: 0x0d,
  EmptyStream: 0x0e,
  EmptyFile: 0x0f,
  Name: 0x11,
  WinAttributes: 0x15,
  EncodedHeader: 0x17,
} as const;

/** 7-Zip's method id of AES-256 + SHA-256 (06 F1 07 01). */
export const AES_METHOD = '06f10701';
const MAX_CODERS = 64;
const WINDOWS_DIRECTORY = 0x10;

export interface Folder {
  methods: string[];
  packedStreams: number;
  outStreams: number;
  /** The output no bind pair consumes: the folder's result. */
  mainOut: number;
  unpackSize: number;
  crcDefined: boolean;
}

export interface StreamsInfo {
  packSizes: number[];
  folders: Folder[];
  /** Unpacked size of each file stream, folder after folder. */
  streamSizes: number[];
  streamsPerFolder: number[];
}

function count(c: ByteCursor): number {
  const at = c.pos;
  const n = c.sevenZipNumber();
  if (n > MAX_ENTRIES) throw new TooManyEntries();
  // Every counted item takes at least one bit: more than the bytes left is a lie.
  if (n > c.remaining * 8) throw new DamagedHeader('header_size', at);
  return n;
}

function expectId(c: ByteCursor, id: number): void {
  const at = c.pos;
  if (c.u8() !== id) throw new DamagedHeader('structure', at);
}

function bits(c: ByteCursor, n: number): boolean[] {
  const out: boolean[] = [];
  let byte = 0;
  for (let i = 0; i < n; i++) {
    if (i % 8 === 0) byte = c.u8();
    out.push((byte & (0x80 >> (i % 8))) !== 0);
  }
  return out;
}

/** "AllAreDefined" byte, else a bit vector of which items are defined. */
function definedBits(c: ByteCursor, n: number): boolean[] {
  return c.u8() !== 0 ? new Array<boolean>(n).fill(true) : bits(c, n);
}

function skipDigests(c: ByteCursor, n: number): boolean[] {
  const defined = definedBits(c, n);
  c.skip(4 * defined.filter(Boolean).length);
  return defined;
}

function readFolder(c: ByteCursor): Folder {
  const at = c.pos;
  const coders = c.sevenZipNumber();
  if (coders === 0 || coders > MAX_CODERS) throw new DamagedHeader('structure', at);
  const methods: string[] = [];
  let inStreams = 0;
  let outStreams = 0;
  for (let i = 0; i < coders; i++) {
    const flags = c.u8();
    // Bit 7 announced alternative methods, which no 7-Zip ever wrote.
    if (flags & 0x80) throw new DamagedHeader('structure', at);
    methods.push(Buffer.from(c.take(flags & 0x0f)).toString('hex'));
    const complex = (flags & 0x10) !== 0;
    inStreams += complex ? c.sevenZipNumber() : 1;
    outStreams += complex ? c.sevenZipNumber() : 1;
    if (inStreams > MAX_CODERS || outStreams > MAX_CODERS) throw new DamagedHeader('structure', at);
    if (flags & 0x20) c.skip(c.sevenZipNumber());
  }
  const bound = new Set<number>();
  for (let i = 0; i < outStreams - 1; i++) {
    c.sevenZipNumber(); // in index
    bound.add(c.sevenZipNumber());
  }
  const packedStreams = inStreams - (outStreams - 1);
  if (packedStreams < 1) throw new DamagedHeader('structure', at);
  if (packedStreams > 1) for (let i = 0; i < packedStreams; i++) c.sevenZipNumber();
  let mainOut = 0;
  while (bound.has(mainOut)) mainOut++;
  return { methods, packedStreams, outStreams, mainOut, unpackSize: 0, crcDefined: false };
}

function readUnpackInfo(c: ByteCursor, info: StreamsInfo, at: number): void {
  expectId(c, ID.Folder);
  const n = count(c);
  // External: the folder list kept in another stream, which 7-Zip never writes.
  if (c.u8() !== 0) throw new DamagedHeader('structure', at);
  for (let i = 0; i < n; i++) info.folders.push(readFolder(c));
  expectId(c, ID.CodersUnpackSize);
  for (const folder of info.folders) {
    for (let o = 0; o < folder.outStreams; o++) {
      const size = c.sevenZipNumber();
      if (o === folder.mainOut) folder.unpackSize = size;
    }
  }
  for (let id = c.u8(); id !== ID.End; id = c.u8()) {
    if (id !== ID.Crc) throw new DamagedHeader('structure', at);
    skipDigests(c, n).forEach((defined, i) => (info.folders[i]!.crcDefined = defined));
  }
}

function readSubStreams(c: ByteCursor, info: StreamsInfo, at: number): void {
  const perFolder = info.folders.map(() => 1);
  let id = c.u8();
  if (id === ID.NumUnpackStream) {
    let total = 0;
    for (let f = 0; f < perFolder.length; f++) {
      perFolder[f] = count(c);
      total += perFolder[f]!;
      if (total > MAX_ENTRIES) throw new TooManyEntries();
    }
    id = c.u8();
  }
  const sizes: number[] = [];
  info.folders.forEach((folder, f) => {
    const n = perFolder[f]!;
    if (n === 0) return;
    if (n > 1 && id !== ID.Size) throw new DamagedHeader('structure', at);
    let sum = 0;
    for (let j = 1; j < n; j++) {
      const size = c.sevenZipNumber();
      sizes.push(size);
      sum += size;
    }
    if (sum > folder.unpackSize) throw new DamagedHeader('header_size', at);
    sizes.push(folder.unpackSize - sum);
  });
  if (id === ID.Size) id = c.u8();
  for (; id !== ID.End; id = c.u8()) {
    if (id !== ID.Crc) throw new DamagedHeader('structure', at);
    const digests = info.folders.reduce(
      (n, folder, f) => n + (perFolder[f] === 1 && folder.crcDefined ? 0 : perFolder[f]!),
      0,
    );
    skipDigests(c, digests);
  }
  info.streamsPerFolder = perFolder;
  info.streamSizes = sizes;
}

/** PackInfo, UnpackInfo (folders) and SubStreamsInfo, up to their End. */
export function readStreamsInfo(c: ByteCursor): StreamsInfo {
  const info: StreamsInfo = { packSizes: [], folders: [], streamSizes: [], streamsPerFolder: [] };
  let sawSubStreams = false;
  for (let id = c.u8(); id !== ID.End; id = c.u8()) {
    const at = c.pos - 1;
    if (id === ID.PackInfo) {
      c.sevenZipNumber(); // pack position
      const n = count(c);
      for (let sub = c.u8(); sub !== ID.End; sub = c.u8()) {
        if (sub === ID.Size) for (let i = 0; i < n; i++) info.packSizes.push(c.sevenZipNumber());
        else if (sub === ID.Crc) skipDigests(c, n);
        else throw new DamagedHeader('structure', at);
      }
    } else if (id === ID.UnpackInfo) {
      readUnpackInfo(c, info, at);
    } else if (id === ID.SubStreamsInfo) {
      sawSubStreams = true;
      readSubStreams(c, info, at);
    } else {
      throw new DamagedHeader('structure', at);
    }
  }
  if (!sawSubStreams) {
    info.streamsPerFolder = info.folders.map(() => 1);
    info.streamSizes = info.folders.map((folder) => folder.unpackSize);
  }
  return info;
}

const utf16 = new TextDecoder('utf-16le');

function readNames(c: ByteCursor, n: number): string[] {
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const start = c.pos;
    while (c.u16() !== 0);
    names.push(utf16.decode(c.bytes.subarray(start, c.pos - 2)));
  }
  return names;
}

interface FileProperties {
  emptyStream: boolean[];
  emptyFile: boolean[];
  names: string[];
  attributes: (number | undefined)[];
}

function readFileProperties(c: ByteCursor, n: number): FileProperties {
  const props: FileProperties = { emptyStream: [], emptyFile: [], names: [], attributes: [] };
  for (let type = c.sevenZipNumber(); type !== ID.End; type = c.sevenZipNumber()) {
    const at = c.pos;
    const field = c.window(c.sevenZipNumber());
    if (type === ID.EmptyStream) {
      props.emptyStream = bits(field, n);
    } else if (type === ID.EmptyFile) {
      props.emptyFile = bits(field, props.emptyStream.filter(Boolean).length);
    } else if (type === ID.Name) {
      if (field.u8() !== 0) throw new DamagedHeader('structure', at);
      props.names = readNames(field, n);
    } else if (type === ID.WinAttributes) {
      const defined = definedBits(field, n);
      if (field.u8() !== 0) throw new DamagedHeader('structure', at);
      props.attributes = defined.map((isDefined) => (isDefined ? field.u32() : undefined));
    }
    // Times, anti items, start positions and padding are skipped with their field.
  }
  return props;
}

/** FilesInfo, matched to the streams: empty-stream files hold no data; the others take streams in order. */
export function readFiles(c: ByteCursor, streams: StreamsInfo): RawEntry[] {
  const at = c.pos;
  const n = count(c);
  const props = readFileProperties(c, n);
  const aesFolders = streams.folders.map((folder) => folder.methods.includes(AES_METHOD));
  const folderPacked: number[] = [];
  let pack = 0;
  for (const folder of streams.folders) {
    const sizes = streams.packSizes.slice(pack, pack + folder.packedStreams);
    folderPacked.push(sizes.reduce((sum, size) => sum + size, 0));
    pack += folder.packedStreams;
  }
  const entries: RawEntry[] = [];
  let folder = 0;
  let inFolder = 0;
  let stream = 0;
  let empty = 0;
  for (let i = 0; i < n; i++) {
    const attributes = props.attributes[i];
    const entry: RawEntry = { rawName: props.names[i] ?? '', size: 0, encrypted: false, isDirectory: false };
    if (props.emptyStream[i]) {
      const emptyFile = props.emptyFile[empty++] ?? false;
      entry.isDirectory = attributes !== undefined ? (attributes & WINDOWS_DIRECTORY) !== 0 : !emptyFile;
    } else {
      while (folder < streams.folders.length && inFolder >= streams.streamsPerFolder[folder]!) {
        folder++;
        inFolder = 0;
      }
      const size = streams.streamSizes[stream++];
      if (size === undefined || folder >= streams.folders.length) throw new DamagedHeader('structure', at);
      entry.size = size;
      entry.encrypted = aesFolders[folder]!;
      if (streams.streamsPerFolder[folder] === 1) entry.packedSize = folderPacked[folder]!;
      inFolder++;
    }
    entries.push(entry);
  }
  return entries;
}

/** The plain header: properties in their fixed order, ending with End. */
export function readHeader(c: ByteCursor): RawEntry[] {
  let streams: StreamsInfo = { packSizes: [], folders: [], streamSizes: [], streamsPerFolder: [] };
  let entries: RawEntry[] = [];
  let at = c.pos;
  let id = c.u8();
  if (id === ID.ArchiveProperties) {
    for (let type = c.u8(); type !== ID.End; type = c.u8()) c.skip(c.sevenZipNumber());
    id = c.u8();
  }
  if (id === ID.AdditionalStreamsInfo) {
    readStreamsInfo(c);
    id = c.u8();
  }
  if (id === ID.MainStreamsInfo) {
    streams = readStreamsInfo(c);
    at = c.pos;
    id = c.u8();
  }
  if (id === ID.FilesInfo) {
    entries = readFiles(c, streams);
    at = c.pos;
    id = c.u8();
  }
  if (id !== ID.End) throw new DamagedHeader('structure', at);
  return entries;
}
