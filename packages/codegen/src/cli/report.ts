import { formatDiagnostic, sortDiagnostics, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { displayPath } from "../load/display-path.ts";
import type { WriteReport } from "../write/writer.ts";

/** Warnings go to stderr and never change the exit status. */
export function printWarnings(warnings: readonly Diagnostic[]): void {
  for (const d of sortDiagnostics(warnings)) console.error(formatDiagnostic(d));
}

/** Prints every error as file#pointer: message and a summary; returns exit status 1. */
export function printFailure(diagnostics: readonly Diagnostic[], what: string): number {
  for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
  console.error(`toolwire: ${diagnostics.length} problem(s); ${what}`);
  return 1;
}

/** The summary line of a write; with `detail`, one line per file added, changed or removed. */
export function printWriteReport(report: WriteReport, detail: boolean): void {
  console.log(`toolwire: ${report.written.length} written, ${report.unchanged.length} unchanged, ${report.deleted.length} deleted`);
  const added = new Set(report.added);
  if (detail) {
    for (const p of report.written) console.log(`  ${added.has(p) ? "added  " : "changed"} ${displayPath(p)}`);
  }
  for (const p of report.deleted) console.log(`  ${detail ? "removed" : "deleted"} ${displayPath(p)}`);
}
