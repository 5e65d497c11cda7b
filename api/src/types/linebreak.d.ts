// The Unicode line breaking algorithm (UAX #14) that pdfkit wraps its text with.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    /** The next place a line may break after, or null at the end. */
    nextBreak(): { position: number; required: boolean } | null;
  }
}
