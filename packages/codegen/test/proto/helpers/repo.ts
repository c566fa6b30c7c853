import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { formatDiagnostic } from "../../../src/diagnostics/diagnostic.ts";
import type { GeneratedFile } from "../../../src/emit/generated-file.ts";
import type { Program } from "../../../src/ir/types.ts";
import { buildProgram } from "../../../src/pipeline.ts";

export { REPO_ROOT } from "../../support/fixtures.ts";
import { REPO_ROOT } from "../../support/fixtures.ts";

let cached: Promise<Program> | undefined;

/** The program built from the repo's canonical schemas (once per test process). */
export function repoProgram(): Promise<Program> {
  cached ??= buildProgram({ schemasDir: join(REPO_ROOT, "schema"), lint: true }).then(({ program, diagnostics }) => {
    if (!program) throw new Error(diagnostics.map(formatDiagnostic).join("\n"));
    return program;
  });
  return cached;
}

const created: string[] = [];
// Temp dirs live outside the repo (buf must not see the workspace); they go when the test process ends.
process.on("exit", () => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temp directory, removed when the test process exits. */
export function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `toolwire-${label}-`));
  created.push(dir);
  return dir;
}

/** Writes generated files under `root`. */
export function writeFiles(root: string, files: readonly GeneratedFile[]): void {
  for (const f of files) {
    const path = join(root, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.content);
  }
}

/** Writes schema files (name → JSON) into a fresh dir and builds the program from it. */
export async function programFromSchemas(schemas: Record<string, unknown>, dir = tempDir("schemas")): Promise<{ program: Program; dir: string }> {
  for (const [name, json] of Object.entries(schemas)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  }
  const { program, diagnostics } = await buildProgram({ schemasDir: dir });
  if (!program) throw new Error(diagnostics.map(formatDiagnostic).join("\n"));
  return { program, dir };
}
