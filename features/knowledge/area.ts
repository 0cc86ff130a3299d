import { defineArea } from '@/lib/areas/area';

// The knowledge base: FAQ, documents, retrieval. Its page has no /mobile twin: phones get the desktop page.
export const knowledgeArea = defineArea({
  name: 'knowledge',
  menu: [{ label: 'Knowledge.menu', href: '/dashboard/knowledge', slot: 30 }],
  routes: {
    desktopLogin: ['/dashboard/knowledge'],
  },
  env: [
    {
      name: 'KNOWLEDGE_FAQ_MAX',
      default: '100000',
      meaning:
        'FAQ items one corporation may keep; adding or importing past it is refused with "maximum FAQ questions exceeded',
    },
    {
      name: 'KNOWLEDGE_IMPORT_MAX_ROWS',
      default: '100000',
      meaning:
        'data rows of an FAQ import file that are read (default: the larger of 100,000 and KNOWLEDGE_FAQ_MAX); the rows past it are not read, and the result says so',
    },
    {
      name: 'KNOWLEDGE_UNZIP_MAX_MB',
      default: '512',
      meaning:
        "megabytes the parts of an uploaded .docx or .xlsx may expand to, in all — checked from the zip's directory before reading and counted while inflating (declared sizes may lie)",
    },
    {
      name: 'KNOWLEDGE_ZIP_MAX_ENTRIES',
      default: '10000',
      meaning: 'parts an uploaded .docx or .xlsx may hold',
    },
    {
      name: 'KNOWLEDGE_ZIP_MAX_RATIO',
      default: '200',
      meaning:
        'how many times its compressed size one part (over 1 MB) may expand to; a decompression bomb expands about 1000 times',
    },
    {
      name: 'KNOWLEDGE_DOCUMENT_MAX_CHARS',
      default: '5000000',
      meaning: 'characters of text one knowledge document may hold',
    },
    {
      name: 'KNOWLEDGE_DOCUMENT_MAX_PASSAGES',
      default: '20000',
      meaning: 'passages one knowledge document may be cut into',
    },
    {
      name: 'KNOWLEDGE_PARSE_MEMORY_MB',
      default: '512',
      meaning:
        'heap (old generation) of the worker thread that reads each uploaded document or import workbook; a file that needs more fails with a reason, the server goes on',
    },
    {
      name: 'EMBEDDINGS_BASE_URL',
      default: 'unset',
      meaning:
        'semantic FAQ retrieval: an OpenAI-compatible POST <base>/embeddings (e.g. http://localhost:11434/v1 with bge-m3); a model is required with a URL; dimensions is sent when set. FAQ phrasings are embedded by a background job; a question waits at most the timeout for its vector, then matches lexically. Unset: lexical only. A wrong value stops start-up',
    },
    {
      name: 'EMBEDDINGS_API_KEY',
      default: 'unset',
      meaning:
        'semantic FAQ retrieval: an OpenAI-compatible POST <base>/embeddings (e.g. http://localhost:11434/v1 with bge-m3); a model is required with a URL; dimensions is sent when set. FAQ phrasings are embedded by a background job; a question waits at most the timeout for its vector, then matches lexically. Unset: lexical only. A wrong value stops start-up',
    },
    {
      name: 'EMBEDDINGS_MODEL',
      default: 'unset',
      meaning:
        'semantic FAQ retrieval: an OpenAI-compatible POST <base>/embeddings (e.g. http://localhost:11434/v1 with bge-m3); a model is required with a URL; dimensions is sent when set. FAQ phrasings are embedded by a background job; a question waits at most the timeout for its vector, then matches lexically. Unset: lexical only. A wrong value stops start-up',
    },
    {
      name: 'EMBEDDINGS_DIMENSIONS',
      default: 'unset',
      meaning:
        'semantic FAQ retrieval: an OpenAI-compatible POST <base>/embeddings (e.g. http://localhost:11434/v1 with bge-m3); a model is required with a URL; dimensions is sent when set. FAQ phrasings are embedded by a background job; a question waits at most the timeout for its vector, then matches lexically. Unset: lexical only. A wrong value stops start-up',
    },
    {
      name: 'EMBEDDINGS_TIMEOUT_MS',
      default: '1000',
      meaning:
        'semantic FAQ retrieval: an OpenAI-compatible POST <base>/embeddings (e.g. http://localhost:11434/v1 with bge-m3); a model is required with a URL; dimensions is sent when set. FAQ phrasings are embedded by a background job; a question waits at most the timeout for its vector, then matches lexically. Unset: lexical only. A wrong value stops start-up',
    },
  ],
});
