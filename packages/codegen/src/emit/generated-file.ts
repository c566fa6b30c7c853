/** What every emitter returns: files as data, never written by the emitter itself. */
export interface GeneratedFile {
  /** Path relative to the output root, with `/` separators, e.g. `validators/toolPart.ts`. */
  readonly path: string;
  readonly content: string;
}
