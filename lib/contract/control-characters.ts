// What text fields refuse (lib/contract/fields.ts), in a module without zod so the browser's error reporter can
// clean its text by the same rule.

/** C0 control characters and DEL: PostgreSQL refuses a NUL outright, and none of them belongs in a form's text. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The same, save tab, line feed and carriage return, which multi-line text (a message, a stack trace) holds. */
export const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
