/** A problem found in the input, always tied to a file and a JSON pointer. */
export interface Diagnostic {
  readonly file: string;
  /** JSON pointer inside the file ("" for the whole document). */
  readonly pointer: string;
  readonly message: string;
  /** Absent means an error, which stops generation; a warning is reported and generation goes on. */
  readonly severity?: "warning";
}

/** Renders `file#/pointer: message` (`file#/pointer: warning: message` for a warning), the one format users see. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}#${d.pointer}: ${d.severity === "warning" ? "warning: " : ""}${d.message}`;
}

/** Sorts diagnostics by file, pointer, message, for stable output. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) => cmp(a.file, b.file) || cmp(a.pointer, b.pointer) || cmp(a.message, b.message),
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Thrown by a pipeline stage that found problems; carries every one of them. */
export class DiagnosticError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(sortDiagnostics(diagnostics).map(formatDiagnostic).join("\n"));
    this.name = "DiagnosticError";
  }
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Joins a pointer and a segment. */
export function childPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${escapePointerSegment(segment)}`;
}
