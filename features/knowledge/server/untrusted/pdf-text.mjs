// A PDF's text, read in the parse worker (parse-worker.mjs).
import path from 'node:path';
import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';

// unpdf ships its own serverless build of pdfjs; the official pdfjs-dist is the one with security fixes on time.
// Its CMaps and standard fonts are read from node_modules by path: a CJK font that is not embedded in the PDF (the
// common STSong-Light with UniGB-UCS2-H) has no text without its CMap, and unpdf's default finds them through
// `import.meta.resolve`, which a bundled server does not have — the Chinese would be dropped without a word.

let pdfjsReady;
const loadPdfjsDist = () =>
  (pdfjsReady ??= definePDFJSModule(() => import('pdfjs-dist/legacy/build/pdf.mjs')));

function pdfjsAssets() {
  const root = path.join(process.cwd(), 'node_modules', 'pdfjs-dist');
  // pdfjs reads them in Node with fs.readFile(base + name): plain paths with a trailing separator.
  return {
    cMapUrl: `${path.join(root, 'cmaps')}${path.sep}`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(root, 'standard_fonts')}${path.sep}`,
  };
}

/**
 * The text of every page, pages separated by a blank line. Throws pdfjs's errors (PasswordException…).
 * `withoutCMaps`: tests prove what the CMaps are for by leaving them out.
 * @param {Uint8Array} bytes
 * @param {{ withoutCMaps?: boolean }} [options]
 * @returns {Promise<string>}
 */
export async function pdfText(bytes, options = {}) {
  await loadPdfjsDist();
  const assets = options.withoutCMaps
    ? { cMapUrl: undefined, standardFontDataUrl: undefined }
    : pdfjsAssets();
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    ...assets,
    // Errors only: a font pdfjs cannot load is otherwise a console line per page.
    verbosity: 0,
    // A font program never becomes code.
    isEvalSupported: false,
  });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}
