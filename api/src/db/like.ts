/** A `like` / `ilike` pattern matching `text` whole, its own `%`, `_` and `\\` taken literally. */
export const exactPattern = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A `like` / `ilike` pattern matching `text` anywhere, its own `%`, `_` and `\\` taken literally. */
export const containsPattern = (text: string) => `%${exactPattern(text)}%`;
