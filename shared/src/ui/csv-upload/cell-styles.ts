// Cell styles of the upload's tables, which fit a phone's width instead of scrolling sideways.

/** A header breaks only before its parenthesis (取引先会社名 / （全角）), never inside a word. */
export const WHOLE_WORDS = { style: { wordBreak: 'keep-all' as const } };
/** Short values (必須, a line number) that would read badly split. */
export const ONE_LINE = { style: { whiteSpace: 'nowrap' as const } };
