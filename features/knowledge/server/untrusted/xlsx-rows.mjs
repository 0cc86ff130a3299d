// The first worksheet of an .xlsx, row by row, read from the zip as a stream: the sheet's XML is inflated, decoded
// as UTF-8 with a streaming decoder (a character split between two chunks stays whole — exceljs's streaming reader
// decoded each chunk on its own and turned such characters into U+FFFD) and parsed by a streaming SAX parser, so a
// 50 MB workbook's XML is never held whole. Shared strings are kept (rows refer to them); styles are not read, so a
// number or a date shows as the number stored.
import { SaxesParser } from 'saxes';
import { entryText, openGuardedZip, RefusedFile } from './zip-guard.mjs';

/** @typedef {{ row: number, cells: string[] }} SheetRow */

const localName = (name) => name.slice(name.indexOf(':') + 1);

/** Excel writes characters XML cannot hold (e.g. a carriage return) as `_x000D_`. */
const unescapeExcel = (text) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    : text;

/** Column A is 0, Z 25, AA 26… from a reference such as `AB12`. */
function columnIndex(reference) {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/**
 * Parses one entry, calling `onChunkEnd` after each piece of text so a caller can hand on what it gathered.
 * @param {import('./zip-guard.mjs').GuardedZip} zip
 * @param {string} name
 * @param {(parser: SaxesParser) => void} listen
 */
async function* parseEntry(zip, name, listen) {
  const parser = new SaxesParser();
  listen(parser);
  for await (const text of entryText(zip, name)) {
    parser.write(text);
    yield;
  }
  parser.close();
  yield;
}

async function drain(generator) {
  while (!(await generator.next()).done);
}

/** Where the first sheet of the workbook lives: workbook.xml names it, its relationships give the part. */
async function firstSheetPart(zip) {
  let relationId = null;
  if (zip.names.includes('xl/workbook.xml'))
    await drain(
      parseEntry(zip, 'xl/workbook.xml', (parser) =>
        parser.on('opentag', (tag) => {
          if (relationId === null && localName(tag.name) === 'sheet')
            relationId = Object.entries(tag.attributes).find(([key]) => localName(key) === 'id')?.[1] ?? null;
        }),
      ),
    );
  let target = null;
  if (relationId && zip.names.includes('xl/_rels/workbook.xml.rels'))
    await drain(
      parseEntry(zip, 'xl/_rels/workbook.xml.rels', (parser) =>
        parser.on('opentag', (tag) => {
          if (localName(tag.name) === 'Relationship' && tag.attributes.Id === relationId)
            target = String(tag.attributes.Target ?? '');
        }),
      ),
    );
  const part = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : null;
  if (part && zip.names.includes(part)) return part;
  return zip.names.filter((entry) => /^xl\/worksheets\/[^/]+\.xml$/.test(entry)).sort()[0] ?? null;
}

/** The shared strings in order: the text of each `<si>`, its runs joined, phonetic guides left out. */
async function sharedStrings(zip) {
  const strings = [];
  const part = zip.names.find((entry) => entry.toLowerCase() === 'xl/sharedstrings.xml');
  if (!part) return strings;
  let current = null;
  let inText = false;
  let phonetic = 0;
  await drain(
    parseEntry(zip, part, (parser) => {
      parser.on('opentag', (tag) => {
        const name = localName(tag.name);
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && phonetic === 0) inText = !tag.isSelfClosing;
      });
      parser.on('closetag', (tag) => {
        const name = localName(tag.name);
        if (name === 'si') {
          strings.push(unescapeExcel(current ?? ''));
          current = null;
        } else if (name === 'rPh') phonetic -= 1;
        else if (name === 't') inText = false;
      });
      parser.on('text', (text) => {
        if (inText && current !== null) current += text;
      });
    }),
  );
  return strings;
}

/** What a cell shows, as text, from its type and its stored value. */
function cellValue(type, value, inline, strings) {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
      return unescapeExcel(inline);
    case 'str':
      return unescapeExcel(value);
    case 'b':
      return value === '1' ? 'true' : value === '' ? '' : 'false';
    case 'e':
    case 'd':
      return value;
    default: {
      if (value === '') return '';
      const number = Number(value);
      return Number.isFinite(number) ? String(number) : value;
    }
  }
}

/**
 * The first worksheet's rows that hold something, in order.
 * @param {Uint8Array} bytes the workbook
 * @param {import('./zip-guard.mjs').ZipLimits} limits
 * @returns {AsyncGenerator<SheetRow>}
 */
export async function* xlsxRows(bytes, limits) {
  const zip = await openGuardedZip(bytes, limits);
  try {
    const part = await firstSheetPart(zip);
    if (!part) throw new RefusedFile('importTypeInvalid');
    const strings = await sharedStrings(zip);

    /** @type {SheetRow[]} */
    let ready = [];
    let rowNumber = 0;
    let cells = null;
    let column = -1;
    let type = '';
    let value = '';
    let inline = '';
    /** 'v' while in a value, 't' while in an inline string's text, '' elsewhere. */
    let collect = '';
    let phonetic = 0;

    const rows = parseEntry(zip, part, (parser) => {
      parser.on('opentag', (tag) => {
        switch (localName(tag.name)) {
          case 'row': {
            const given = Number(tag.attributes.r);
            rowNumber = Number.isInteger(given) && given > 0 ? given : rowNumber + 1;
            cells = [];
            column = -1;
            break;
          }
          case 'c': {
            const reference = tag.attributes.r;
            column = reference ? columnIndex(String(reference)) : column + 1;
            type = String(tag.attributes.t ?? 'n');
            value = '';
            inline = '';
            break;
          }
          case 'v':
            collect = tag.isSelfClosing ? '' : 'v';
            break;
          case 'rPh':
            phonetic += 1;
            break;
          case 't':
            if (type === 'inlineStr' && phonetic === 0 && !tag.isSelfClosing) collect = 't';
            break;
        }
      });
      parser.on('closetag', (tag) => {
        switch (localName(tag.name)) {
          case 'v':
          case 't':
            collect = '';
            break;
          case 'rPh':
            phonetic -= 1;
            break;
          case 'c':
            if (cells && column >= 0) {
              while (cells.length < column) cells.push('');
              cells[column] = cellValue(type, value, inline, strings);
            }
            break;
          case 'row':
            if (cells && cells.some((cell) => cell.trim() !== '')) ready.push({ row: rowNumber, cells });
            cells = null;
            break;
        }
      });
      parser.on('text', (text) => {
        if (collect === 'v') value += text;
        else if (collect === 't') inline += text;
      });
    });
    while (!(await rows.next()).done) {
      if (ready.length === 0) continue;
      const done = ready;
      ready = [];
      yield* done;
    }
  } finally {
    zip.close();
  }
}
