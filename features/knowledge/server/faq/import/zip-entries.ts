import 'server-only';

// file-type names a zip a workbook only when it meets the spreadsheet's folder among the first entries it can step
// over; a streamed workbook puts a large sheet of unknown size first, and is then just "zip". The names a zip holds
// are all listed in its central directory, at the end: reading them settles it without unpacking anything.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** The entry names of a zip's central directory, or null when the bytes hold none. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65,535.
  const earliest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= earliest; at -= 1)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
