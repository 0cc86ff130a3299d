// Tiny real images, byte for byte: what a browser would send, small enough to read in a test.

const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** A 1×1 bitmap: 14-byte file header, 40-byte info header, one 24-bit pixel padded to 4 bytes. */
function bmp1x1(): Uint8Array {
  const bytes = Buffer.alloc(58);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(58, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(1, 18);
  bytes.writeInt32LE(1, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.writeUInt32LE(4, 34);
  bytes[56] = 255;
  return new Uint8Array(bytes);
}

export const IMAGES = {
  png: {
    bytes: base64(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    mimeType: 'image/png',
  },
  gif: { bytes: base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), mimeType: 'image/gif' },
  bmp: { bytes: bmp1x1(), mimeType: 'image/bmp' },
  jpg: {
    bytes: base64(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////' +
        '////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    ),
    mimeType: 'image/jpeg',
  },
} as const;

/** The start of a Windows executable (the MZ header and its DOS stub's first bytes). */
export const EXE_BYTES = new Uint8Array(
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
    Buffer.alloc(200),
  ]),
);

/** CRC-32 of PNG chunks (ISO 3309), so the rewritten header is a well-formed chunk. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The 1×1 PNG with its header rewritten to declare `width`×`height` pixels: a few hundred bytes that a viewer
 * would have to decode into width × height × 4 bytes of memory.
 */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const bytes = Buffer.from(IMAGES.png.bytes);
  // Signature (8), IHDR length (4) and type (4), then width and height; the CRC covers type and data (17 bytes).
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return new Uint8Array(bytes);
}
