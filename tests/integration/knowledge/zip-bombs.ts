import { createDeflateRaw, crc32 } from 'node:zlib';

// Zips built by hand, as an attacker would: parts that inflate to hundreds of megabytes from a few hundred
// kilobytes, and a directory whose declared sizes lie. Nothing is ever held inflated: a repeated piece is deflated
// as a stream.

export interface ZipPart {
  name: string;
  /** The part's text: `head`, then `text` repeated `times` (the bomb), then `tail`. */
  text: string;
  times?: number;
  head?: string;
  tail?: string;
  /** Stored as is rather than deflated (file-type reads `[Content_Types].xml` stored). */
  stored?: boolean;
  /** The uncompressed size the directory claims, instead of the true one. */
  declaredSize?: number;
}

async function deflateRepeated(head: Buffer, piece: Buffer, times: number, tail: Buffer): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  deflate.write(head);
  // Written in slabs of about a megabyte, each waiting for room: memory stays flat however large the part.
  const slab = Buffer.concat(
    Array.from({ length: Math.max(1, Math.floor(2 ** 20 / piece.length)) }, () => piece),
  );
  const perSlab = slab.length / piece.length;
  let left = times;
  while (left > 0) {
    const take = Math.min(perSlab, left);
    if (!deflate.write(take === perSlab ? slab : slab.subarray(0, take * piece.length)))
      await new Promise((resolve) => deflate.once('drain', resolve));
    left -= take;
  }
  deflate.end(tail);
  await ended;
  return Buffer.concat(out);
}

function crcRepeated(head: Buffer, piece: Buffer, times: number, tail: Buffer): number {
  let crc = crc32(head);
  for (let i = 0; i < times; i += 1) crc = crc32(piece, crc);
  return crc32(tail, crc);
}

export async function zip(parts: ZipPart[]): Promise<Uint8Array> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const piece = Buffer.from(part.text, 'utf8');
    const head = Buffer.from(part.head ?? '', 'utf8');
    const tail = Buffer.from(part.tail ?? '', 'utf8');
    const times = part.times ?? 1;
    const data = part.stored
      ? Buffer.concat([head, ...Array.from({ length: times }, () => piece), tail])
      : await deflateRepeated(head, piece, times, tail);
    const size = part.declaredSize ?? head.length + piece.length * times + tail.length;
    const crc = crcRepeated(head, piece, times, tail);
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(part.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(part.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

const DOCX_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCX_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const PARAGRAPH =
  '<w:p><w:r><w:t>退货政策：自签收之日起七天内可申请退货。Returns within seven days.</w:t></w:r></w:p>';

/**
 * A .docx whose document.xml holds `paragraphs` paragraphs of the same sentence: a million of them is about
 * 100 MB of XML in a few hundred kilobytes. `declaredSize` makes its directory claim another size.
 */
export function docx(paragraphs: number, declaredSize?: number): Promise<Uint8Array> {
  return zip([
    { name: '[Content_Types].xml', text: DOCX_TYPES, stored: true },
    { name: '_rels/.rels', text: DOCX_RELS },
    {
      name: 'word/document.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>`,
      text: PARAGRAPH,
      times: paragraphs,
      tail: '</w:body></w:document>',
      declaredSize,
    },
  ]);
}

const XLSX_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
const S = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/**
 * An .xlsx of the template's header and one row, whose shared strings go on with `strings` copies of a long text
 * that no cell uses: 1,000 of 100 KB is 100 MB to inflate (and hold) from a few hundred kilobytes.
 */
export function xlsxWithHugeSharedStrings(strings: number, declaredSize?: number): Promise<Uint8Array> {
  const header = ['问题', '答案', '分类', '相似问题', '状态'];
  const cells = (row: number, first: number) =>
    header
      .map((_, i) => `<c r="${String.fromCharCode(65 + i)}${row}" t="s"><v>${first + i}</v></c>`)
      .join('');
  return zip([
    { name: '[Content_Types].xml', text: XLSX_TYPES, stored: true },
    {
      name: 'xl/workbook.xml',
      text: `<?xml version="1.0" encoding="UTF-8"?><workbook ${S} ${R}><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      text: `<?xml version="1.0" encoding="UTF-8"?><worksheet ${S}><sheetData><row r="1">${cells(1, 0)}</row><row r="2">${cells(2, 5)}</row></sheetData></worksheet>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      head:
        `<?xml version="1.0" encoding="UTF-8"?><sst ${S}>` +
        [...header, '炸弹问题', '答案', '分类', '', ''].map((text) => `<si><t>${text}</t></si>`).join(''),
      text: `<si><t>${'膨胀'.repeat(17_000)}</t></si>`,
      times: strings,
      tail: '</sst>',
      declaredSize,
    },
  ]);
}
