import { createHash } from 'node:crypto';

/** Every packet starts with these 8 bytes (PAR2 2.0 §3). */
export const PAR2_MAGIC = Buffer.from('PAR2\0PKT', 'latin1');
/** Magic, length, MD5, recovery set id, type: the fixed header before a packet's body. */
export const PAR2_HEADER_BYTES = 64;
/** Longer than any packet a PAR2 tool writes (recovery slices included): a header claiming more lies. */
const MAX_REAL_PACKET = 1n << 30n;

export interface Par2Packet {
  /** Where the packet starts in the bytes read. */
  offset: number;
  /** The recovery set id, as 32 hex digits. */
  setId: string;
  /** The 16-byte type, NULs kept (`PAR 2.0\0FileDesc`). */
  type: string;
  /** The bytes after the header, a view into the input. */
  body: Buffer;
}

export interface Par2ScanLimits {
  /** Packet headers examined, good or bad, before the scan stops. */
  maxPackets: number;
  /** Bytes hashed (MD5) in all before the scan stops. */
  maxHashBytes: number;
}

export interface Par2Scan {
  packets: Par2Packet[];
  /** Headers whose length is below 64, not a multiple of 4, or runs past the end of the bytes. */
  invalid: number;
  /** Packets whose MD5 did not match their contents. */
  badHash: number;
  /** The last packet header announced more bytes than there were: only the start of the file was read. */
  truncated: boolean;
  /** The scan stopped at a limit, not at the end of the bytes. */
  capped: boolean;
}

/**
 * Finds the packets of a PAR2 file in `bytes`: each one whose header is sane and whose MD5
 * (over set id, type and body) matches. After a good packet the scan jumps past it; after a
 * bad one it looks for the next magic from the byte after the bad one's magic, so a lying
 * length hides nothing. Both limits keep hostile input (millions of tiny packets, or magics
 * each claiming the rest of the bytes and so costing a hash of it) to bounded work.
 */
export function scanPar2Packets(bytes: Buffer, limits: Par2ScanLimits): Par2Scan {
  const scan: Par2Scan = { packets: [], invalid: 0, badHash: 0, truncated: false, capped: false };
  let examined = 0;
  let hashed = 0;
  let at = bytes.indexOf(PAR2_MAGIC);
  while (at >= 0) {
    if (examined++ >= limits.maxPackets) {
      scan.capped = true;
      break;
    }
    const packet = packetAt(bytes, at);
    if (packet === 'invalid' || packet === 'cut') {
      if (packet === 'cut') scan.truncated = true;
      else scan.invalid++;
      at = bytes.indexOf(PAR2_MAGIC, at + 1);
      continue;
    }
    if (hashed + packet.length > limits.maxHashBytes) {
      scan.capped = true;
      break;
    }
    hashed += packet.length;
    const hash = createHash('md5')
      .update(bytes.subarray(at + 32, at + packet.length))
      .digest();
    if (!hash.equals(bytes.subarray(at + 16, at + 32))) {
      scan.badHash++;
      at = bytes.indexOf(PAR2_MAGIC, at + 1);
      continue;
    }
    scan.packets.push({
      offset: at,
      setId: bytes.toString('hex', at + 32, at + 48),
      type: bytes.toString('latin1', at + 48, at + 64),
      body: bytes.subarray(at + PAR2_HEADER_BYTES, at + packet.length),
    });
    at = bytes.indexOf(PAR2_MAGIC, at + packet.length);
  }
  return scan;
}

/** The packet length at `at` when it can be a packet of these bytes; why not otherwise. */
function packetAt(bytes: Buffer, at: number): { length: number } | 'invalid' | 'cut' {
  if (at + 16 > bytes.length) return 'cut';
  const length = bytes.readBigUInt64LE(at + 8);
  if (length < BigInt(PAR2_HEADER_BYTES) || length % 4n !== 0n) return 'invalid';
  // Compared as bigint: a length of 2^63 must not turn into a float that happens to fit.
  if (BigInt(at) + length > BigInt(bytes.length)) return length > MAX_REAL_PACKET ? 'invalid' : 'cut';
  return { length: Number(length) };
}
