/** The job that parses an uploaded document: payload `{ fileId }`. */
export const PARSE_FILE_JOB = 'knowledge.parseFile';
