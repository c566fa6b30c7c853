import { describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { formatDiagnostic, sortDiagnostics } from "../src/diagnostics/diagnostic.ts";
import { generateInMemory } from "../src/generate.ts";
import { RUNTIME_PATH } from "../src/emit/zod/zod-expression.ts";

/**
 * Golden scenarios: test/scenarios/<name>/{input/, output/, diagnostics.txt[, options.json]}.
 * `TOOLWIRE_RECORD=1 bun test scenarios` rewrites output/ and diagnostics.txt from the current generator.
 */
const ROOT = join(import.meta.dir, "scenarios");
const RECORD = process.env.TOOLWIRE_RECORD === "1";

function readTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, "utf8");
    }
  };
  walk(dir);
  return out;
}

describe("golden scenarios", () => {
  for (const name of readdirSync(ROOT).sort()) {
    test(name, async () => {
      const dir = join(ROOT, name);
      const options = existsSync(join(dir, "options.json")) ? JSON.parse(readFileSync(join(dir, "options.json"), "utf8")) : {};
      const input = join(dir, "input");
      const { files, diagnostics } = await generateInMemory({ schemasDir: input, outDir: "unused", targets: ["zod", "ts"], lint: options.lint === true });
      const shown = relative(process.cwd(), input);
      const diagnosticsText = sortDiagnostics(diagnostics).map((d) => formatDiagnostic(d).replaceAll(shown, "input")).join("\n");
      // The helpers module is a verbatim copy of one template; keep it out of every golden folder.
      const runtime = files.find((f) => f.path === RUNTIME_PATH);
      if (runtime) expect(runtime.content).toBe(readFileSync(join(import.meta.dir, "../src/emit/zod/runtime/toolwire-runtime.ts"), "utf8"));
      const generated = Object.fromEntries(files.filter((f) => f !== runtime).map((f) => [f.path, f.content.replaceAll(shown, "input")]));
      if (RECORD) {
        rmSync(join(dir, "output"), { recursive: true, force: true });
        for (const [path, content] of Object.entries(generated)) {
          mkdirSync(dirname(join(dir, "output", path)), { recursive: true });
          writeFileSync(join(dir, "output", path), content);
        }
        writeFileSync(join(dir, "diagnostics.txt"), diagnosticsText ? `${diagnosticsText}\n` : "");
      }
      expect(diagnosticsText ? `${diagnosticsText}\n` : "").toBe(readFileSync(join(dir, "diagnostics.txt"), "utf8"));
      expect(generated).toEqual(readTree(join(dir, "output")));
      // Errors always come with no output at all.
      if (diagnostics.length > 0) expect(files).toEqual([]);
    });
  }
});
