import { Par2Error } from './par2-error';
import { decodePar2Name, par2NameProblems, type Par2NameProblem } from './par2-names';
import { scanPar2Packets, type Par2Packet } from './par2-packets';

/** An index file is packets of file names and checksums, kilobytes to a few hundred; 8 MiB is far past that. */
export const PAR2_MAX_BYTES = 8 * 1024 * 1024;
/** A release of 1,000 files has ~2,000 packets in its index file. */
export const PAR2_MAX_PACKETS = 20_000;

const FILE_DESC = 'PAR 2.0\0FileDesc';
const MAIN = 'PAR 2.0\0Main\0\0\0\0';
/** File id, MD5, MD5 of the first 16 KiB, length: the body before the name (PAR2 2.0 §4.2). */
const FILE_DESC_FIXED = 56;
const SAFE_LENGTH = BigInt(Number.MAX_SAFE_INTEGER);

export interface Par2FileDescription {
  /** 32 hex digits each. */
  fileId: string;
  md5: string;
  md5_16k: string;
  length: number;
  /** As the packet gives it; never a path to use. */
  name: string;
  /** Empty when the name is fit to show as a file name. */
  nameProblems: Par2NameProblem[];
}

export interface Par2Index {
  /** The recovery set the names belong to (32 hex digits). */
  recoverySetId: string;
  /** Files of the recovery set by the main packet; null when the bytes held no main packet. */
  expectedFiles: number | null;
  files: Par2FileDescription[];
  /** Good packets read (of every type). */
  packets: number;
  /** Skipped packets: MD5 wrong, header impossible, or of another recovery set. */
  badHashPackets: number;
  invalidPackets: number;
  otherSetPackets: number;
  /** The bytes ended inside a packet (only the first article of a longer file was read). */
  truncated: boolean;
  /** The packet or hashing limit stopped the reading. */
  capped: boolean;
}

export interface Par2ReadOptions {
  /** Largest input accepted (default 8 MiB). */
  maxBytes?: number;
  /** Packet headers examined before stopping (default 20,000). */
  maxPackets?: number;
}

function fileDescription(body: Buffer): Par2FileDescription | null {
  if (body.length < FILE_DESC_FIXED) return null;
  const length = body.readBigUInt64LE(48);
  // No file is 8 PiB; a length past exact doubles is a lie, not a size to show.
  if (length > SAFE_LENGTH) return null;
  const name = decodePar2Name(body.subarray(FILE_DESC_FIXED));
  return {
    fileId: body.toString('hex', 0, 16),
    md5: body.toString('hex', 16, 32),
    md5_16k: body.toString('hex', 32, 48),
    length: Number(length),
    name,
    nameProblems: par2NameProblems(name),
  };
}

/** The number of recovery-set files a main packet lists, or null when its body does not add up. */
function mainFileCount(body: Buffer): number | null {
  if (body.length < 12 || (body.length - 12) % 16 !== 0) return null;
  const count = body.readUInt32LE(8);
  return count * 16 <= body.length - 12 ? count : null;
}

/** The set whose names to list: the main packet's, else the first good packet's. */
function chooseSet(packets: Par2Packet[]): string {
  return (packets.find((p) => p.type === MAIN) ?? packets[0]!).setId;
}

/**
 * Reads the file descriptions of a PAR2 index file (or of its first article(s)): the real
 * names, sizes and MD5s of a release's files. Packets of unknown type are skipped, packets
 * with a wrong MD5 or an impossible header are skipped and counted. Throws a `Par2Error`
 * when the input is too large, holds no good packet, or no file description.
 */
export function readPar2Index(bytes: Buffer, options: Par2ReadOptions = {}): Par2Index {
  const maxBytes = options.maxBytes ?? PAR2_MAX_BYTES;
  if (bytes.length > maxBytes)
    throw new Par2Error('too_large', { actual: bytes.length, limitBytes: maxBytes });
  const scan = scanPar2Packets(bytes, {
    maxPackets: options.maxPackets ?? PAR2_MAX_PACKETS,
    // Good packets are hashed once (the input's length); the rest is what resyncing may cost.
    maxHashBytes: 4 * bytes.length + (1 << 20),
  });
  if (scan.packets.length === 0) throw new Par2Error('not_par2', { badPackets: scan.badHash });

  const recoverySetId = chooseSet(scan.packets);
  const files = new Map<string, Par2FileDescription>();
  let expectedFiles: number | null = null;
  let otherSetPackets = 0;
  let invalidPackets = scan.invalid;
  for (const packet of scan.packets) {
    if (packet.setId !== recoverySetId) {
      otherSetPackets++;
    } else if (packet.type === MAIN) {
      expectedFiles ??= mainFileCount(packet.body);
    } else if (packet.type === FILE_DESC) {
      const file = fileDescription(packet.body);
      if (!file) invalidPackets++;
      // Volume files repeat the descriptions; the first copy is as good as any.
      else if (!files.has(file.fileId)) files.set(file.fileId, file);
    }
  }
  if (files.size === 0) throw new Par2Error('no_file_descriptions', { badPackets: scan.badHash });
  return {
    recoverySetId,
    expectedFiles,
    files: [...files.values()],
    packets: scan.packets.length,
    badHashPackets: scan.badHash,
    invalidPackets,
    otherSetPackets,
    truncated: scan.truncated,
    capped: scan.capped,
  };
}
