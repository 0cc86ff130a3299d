/**
 * Whether a text holds an emoji (spec §5: "text containing emoji is detected by a helper"). Pictographs, flags
 * (regional indicators), keycaps and the emoji variation selector count; plain digits, `#` and `*`, which Unicode
 * also lists as emoji characters, do not, nor ©, ® and ™ written as text (brand names carry them).
 *
 * The one helper for both uses: names refuse emoji (`nameField`, message `emojiNotAllowed`); texts a voice reads
 * aloud (prologue, speech scripts, FAQ answers) are saved as written, the editor warns, and `stripEmoji` drops them
 * before synthesis, because a voice would otherwise read "smiling face" or stumble on them.
 */
const EMOJI = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}/u;

/** What belongs to an emoji sequence besides its pictographs: joiners, skin tones, tags and presentation selectors. */
const EMOJI_ALL =
  /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|[\u{FE0F}\u{20E3}\u{200D}\u{E0020}-\u{E007F}]/gu;

export const containsEmoji = (value: string): boolean => EMOJI.test(value);

/** The text without its emoji (a keycap keeps its digit), spaces the removal left doubled collapsed. */
export const stripEmoji = (value: string): string =>
  containsEmoji(value)
    ? value
        .replace(EMOJI_ALL, '')
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/[ \t]+([,.!?;:，。！？；：、])/g, '$1')
        .trim()
    : value;
