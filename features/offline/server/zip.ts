import 'server-only';
import { crc32, deflateRawSync } from 'node:zlib';

// A zip writer for the offline package: local headers, deflated entries, one central directory (PKZIP 2.0, no
// zip64: a package is tens of megabytes). Written here because the platform carries no zip library as its own
// dependency (exceljs brings one, but not to lean on); node's zlib does the deflating and the CRC.

export interface ZipEntry {
  /** The path inside the zip, `/`-separated. */
  path: string;
  bytes: Uint8Array;
}

const UTF8_NAMES = 0x0800;
// 1980-01-01 00:00 in DOS time: the same bytes give the same zip (its SHA-256 says what was built, not when).
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;

/** An entry compressed once: the app's files are the same in every package, so they are deflated once a process. */
export interface PreparedEntry {
  path: string;
  size: number;
  crc: number;
  method: 0 | 8;
  data: Buffer;
}

export function prepareEntry(entry: ZipEntry): PreparedEntry {
  const deflated = deflateRawSync(entry.bytes, { level: 9 });
  // Bytes that do not shrink (an image) are stored as they are.
  const stored = deflated.byteLength >= entry.bytes.byteLength;
  return {
    path: entry.path,
    size: entry.bytes.byteLength,
    crc: crc32(entry.bytes),
    method: stored ? 0 : 8,
    data: stored ? Buffer.from(entry.bytes) : deflated,
  };
}

export function zipFiles(entries: readonly (ZipEntry | PreparedEntry)[]): Uint8Array {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const given of entries) {
    const entry = 'data' in given ? given : prepareEntry(given);
    const name = Buffer.from(entry.path, 'utf8');
    const { crc, data, method } = entry;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    local.writeUInt16LE(0, 28);
    chunks.push(local, name, data);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.byteLength, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.byteLength, 28);
    header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.byteLength + name.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directory, end]));
}
