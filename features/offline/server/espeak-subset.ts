import 'server-only';

// eSpeak NG's WebAssembly build (the espeak-ng npm module) carries all its data inside the .wasm: 445 files embedded
// by Emscripten, 18 MB, of which 17 MB are the dictionaries of some hundred languages (Russian's alone is 8.5 MB).
// A package speaks one language, so it ships a .wasm with only the dictionaries its voice reads: the module's code
// and every other file (phoneme tables, voices) stay byte for byte, the other dictionaries' bytes are cut out of the
// data section and their entries out of the table Emscripten reads at start-up to make its in-memory files.
//
// The table (at the address the module exports as `__emscripten_embedded_file_data`) is a list of
// { name: char*, size: u32, data: char* } ending with a zero name, in the memory the data section initialises.
// Nothing else points into a dictionary's bytes: they are read only through the file the table makes.

const DATA_SECTION = 11;
const DATA_COUNT_SECTION = 12;
const DICTIONARY = /\/([^/]+)_dict$/;
/** English words inside a text in another language are read with the English dictionary: every package keeps it. */
const ALWAYS_KEPT = 'en';

interface Segment {
  /** The memory address it initialises. */
  address: number;
  /** Where its bytes are in the module's file. */
  start: number;
  length: number;
}

export interface EmbeddedFile {
  name: string;
  size: number;
  address: number;
  /** The table entry's address. */
  entry: number;
}

class Reader {
  constructor(
    readonly bytes: Uint8Array,
    public at: number,
  ) {}
  unsigned(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.bytes[this.at++]!;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  }
  signed32(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.bytes[this.at++]!;
      result |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    if (shift < 32 && byte & 0x40) result |= ~0 << shift;
    return result;
  }
}

function unsignedLeb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return out;
}

function signedLeb(value: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && !(byte & 0x40)) || (value === -1 && byte & 0x40);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

interface Parsed {
  segments: Segment[];
  /** The data section's extent in the file: header (id and size) included. */
  sectionStart: number;
  sectionEnd: number;
  hasDataCount: boolean;
}

function parse(wasm: Uint8Array): Parsed {
  const reader = new Reader(wasm, 8);
  let hasDataCount = false;
  while (reader.at < wasm.length) {
    const sectionStart = reader.at;
    const id = wasm[reader.at++]!;
    const size = reader.unsigned();
    const body = reader.at;
    if (id === DATA_COUNT_SECTION) hasDataCount = true;
    if (id === DATA_SECTION) {
      const segments: Segment[] = [];
      const count = reader.unsigned();
      for (let i = 0; i < count; i++) {
        const flags = reader.unsigned();
        // 0: active, memory 0, an i32.const offset. Emscripten writes nothing else for its initial memory.
        if (flags !== 0 || wasm[reader.at] !== 0x41) throw new Error('unexpected eSpeak data segment');
        reader.at++;
        const address = reader.signed32();
        if (wasm[reader.at++] !== 0x0b) throw new Error('unexpected eSpeak data segment offset');
        const length = reader.unsigned();
        segments.push({ address, start: reader.at, length });
        reader.at += length;
      }
      return { segments, sectionStart, sectionEnd: body + size, hasDataCount };
    }
    reader.at = body + size;
  }
  throw new Error('no data section in the eSpeak module');
}

/** The file offset of a memory address the data section initialises. */
function offsetOf(segments: readonly Segment[], address: number): number {
  const segment = segments.find((s) => address >= s.address && address < s.address + s.length);
  if (!segment) throw new Error(`address ${address} is not initialised by the eSpeak module`);
  return segment.start + (address - segment.address);
}

function readU32(wasm: Uint8Array, at: number): number {
  return new DataView(wasm.buffer, wasm.byteOffset + at, 4).getUint32(0, true);
}

/** The files Emscripten embedded, read from the table at `tableAddress`. */
export function embeddedFiles(wasm: Uint8Array, tableAddress: number): EmbeddedFile[] {
  const { segments } = parse(wasm);
  const files: EmbeddedFile[] = [];
  const decoder = new TextDecoder();
  for (let entry = tableAddress; ; entry += 12) {
    const at = offsetOf(segments, entry);
    const nameAddress = readU32(wasm, at);
    if (!nameAddress) return files;
    const nameAt = offsetOf(segments, nameAddress);
    const nameEnd = wasm.indexOf(0, nameAt);
    files.push({
      name: decoder.decode(wasm.subarray(nameAt, nameEnd)),
      size: readU32(wasm, at + 4),
      address: readU32(wasm, at + 8),
      entry,
    });
  }
}

/** The module's JS glue names the table's address: `Module['___emscripten_embedded_file_data'] = 18226032`. */
export function tableAddressIn(glue: string): number {
  const match = /___emscripten_embedded_file_data'\]\s*=\s*(\d+)/.exec(glue);
  if (!match) throw new Error('the eSpeak module does not say where its embedded files are');
  return Number(match[1]);
}

/**
 * The dictionary a voice reads, as eSpeak NG decides it (voices.c): the voice file's `dictionary` line, else its
 * first `language` line up to the first `-`. `speaker` is what `-v` is given (`cmn+f3`, `en-gb-x-rp+m1`).
 */
export function dictionaryOf(wasm: Uint8Array, files: readonly EmbeddedFile[], speaker: string): string {
  const voice = speaker.split('+')[0]!.toLowerCase();
  const file = files.find(
    (f) => f.name.includes('/espeak-ng-data/lang/') && f.name.split('/').pop()!.toLowerCase() === voice,
  );
  if (!file) throw new Error(`eSpeak NG has no voice ${speaker}`);
  const { segments } = parse(wasm);
  const at = offsetOf(segments, file.address);
  const text = new TextDecoder().decode(wasm.subarray(at, at + file.size));
  const dictionary = /^\s*dictionary\s+(\S+)/m.exec(text)?.[1];
  const language = /^\s*language\s+(\S+)/m.exec(text)?.[1];
  const name = dictionary ?? language?.split('-')[0];
  if (!name) throw new Error(`eSpeak NG's voice ${speaker} names no language`);
  return name;
}

/**
 * The module with only the dictionaries named (and English's): the others' bytes leave the data section, their
 * entries the table. Every other byte of the module is unchanged.
 */
export function withDictionaries(
  wasm: Uint8Array,
  tableAddress: number,
  keep: readonly string[],
): Uint8Array<ArrayBuffer> {
  const kept = new Set([...keep, ALWAYS_KEPT]);
  const parsed = parse(wasm);
  const files = embeddedFiles(wasm, tableAddress);
  const dropped = files.filter((f) => {
    const dictionary = DICTIONARY.exec(f.name)?.[1];
    return dictionary !== undefined && !kept.has(dictionary);
  });
  const out = wasm.slice(0, parsed.sectionEnd);

  // The table again, in place: the kept entries first, then zeros (its end and the freed entries).
  const entries = files.filter((f) => !dropped.includes(f));
  const view = (address: number) => new DataView(out.buffer, offsetOf(parsed.segments, address), 12);
  entries.forEach((file, i) => {
    const entry = view(tableAddress + i * 12);
    const nameAddress = readU32(wasm, offsetOf(parsed.segments, file.entry));
    entry.setUint32(0, nameAddress, true);
    entry.setUint32(4, file.size, true);
    entry.setUint32(8, file.address, true);
  });
  for (let i = entries.length; i <= files.length; i++) {
    const at = offsetOf(parsed.segments, tableAddress + i * 12);
    out.fill(0, at, at + (i < files.length ? 12 : 4));
  }

  // The segments, each split around the dropped files' bytes.
  const holes = dropped.map((f) => [f.address, f.address + f.size] as const).sort((a, b) => a[0] - b[0]);
  const pieces: { address: number; bytes: Uint8Array }[] = [];
  for (const segment of parsed.segments) {
    let from = segment.address;
    const end = segment.address + segment.length;
    for (const [holeStart, holeEnd] of holes) {
      if (holeEnd <= from || holeStart >= end) continue;
      if (holeStart > from) pieces.push({ address: from, bytes: piece(out, segment, from, holeStart) });
      from = Math.max(from, holeEnd);
    }
    if (from < end) pieces.push({ address: from, bytes: piece(out, segment, from, end) });
  }
  if (parsed.hasDataCount && pieces.length !== parsed.segments.length)
    throw new Error('the eSpeak module counts its data segments: cannot split them');

  const body: number[] = [...unsignedLeb(pieces.length)];
  const chunks: Uint8Array[] = [];
  let length = 0;
  const header = (bytes: number[]) => {
    const chunk = Uint8Array.from(bytes);
    chunks.push(chunk);
    length += chunk.length;
  };
  header(body);
  for (const { address, bytes } of pieces) {
    header([0, 0x41, ...signedLeb(address), 0x0b, ...unsignedLeb(bytes.length)]);
    chunks.push(bytes);
    length += bytes.length;
  }
  const section = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    section.set(chunk, at);
    at += chunk.length;
  }
  const sectionHeader = Uint8Array.from([DATA_SECTION, ...unsignedLeb(section.length)]);
  const trailer = wasm.subarray(parsed.sectionEnd);
  const result = new Uint8Array(parsed.sectionStart + sectionHeader.length + section.length + trailer.length);
  result.set(out.subarray(0, parsed.sectionStart), 0);
  result.set(sectionHeader, parsed.sectionStart);
  result.set(section, parsed.sectionStart + sectionHeader.length);
  result.set(trailer, parsed.sectionStart + sectionHeader.length + section.length);
  return result;
}

function piece(out: Uint8Array, segment: Segment, from: number, to: number): Uint8Array {
  const start = segment.start + (from - segment.address);
  return out.subarray(start, start + (to - from));
}
