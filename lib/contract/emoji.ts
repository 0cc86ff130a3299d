/**
 * Whether a text holds an emoji (spec §5: "text containing emoji is detected by a helper"). Pictographs, flags
 * (regional indicators), keycaps and the emoji variation selector count; plain digits, `#` and `*`, which Unicode
 * also lists as emoji characters, do not, nor ©, ® and ™ written as text (brand names carry them).
 */
const EMOJI = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}/u;

export const containsEmoji = (value: string): boolean => EMOJI.test(value);
