import { describe, expect, test } from "bun:test";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./support/fixtures.ts";
import { scratchDir } from "./support/load-generated.ts";

const CLI = join(REPO_ROOT, "packages/codegen/src/cli/main.ts");
const FIXTURE = join(REPO_ROOT, "packages/codegen/test/fixtures/user-schemas");

/** Collects a stream's text as it arrives. */
function collect(stream: ReadableStream<Uint8Array>): { text: () => string } {
  let text = "";
  void (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  })();
  return { text: () => text };
}

/** Resolves once `pattern` appears in the text after `from`; fails the test with what was seen after `ms`. */
async function waitFor(source: () => string, from: number, pattern: RegExp | string, ms = 15_000): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const seen = source().slice(from);
    const index = typeof pattern === "string" ? seen.indexOf(pattern) : seen.search(pattern);
    if (index >= 0) return source().length;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; output so far:\n${seen}`);
    await Bun.sleep(50);
  }
}

describe("toolwire generate --watch", () => {
  test("regenerates on change, prints added/changed/removed, survives a broken schema, stops on SIGTERM", async () => {
    const dir = scratchDir("cli-watch-");
    cpSync(FIXTURE, join(dir, "schemas"), { recursive: true });
    const { TOOLWIRE_CWD: _t, INIT_CWD: _i, ...env } = process.env;
    const child = Bun.spawn(["bun", CLI, "generate", "--watch", "--schemas", "schemas", "--out", "out"], { cwd: dir, env, stdout: "pipe", stderr: "pipe" });
    const out = collect(child.stdout);
    const err = collect(child.stderr);
    const both = () => out.text() + err.text();
    try {
      let at = await waitFor(out.text, 0, "toolwire: watching schemas");
      expect(out.text()).toContain("added   out/validators/item.ts");
      const item = join(dir, "out/validators/item.ts");
      expect(readFileSync(item, "utf8")).not.toContain("note");

      // An edit: the one file that depends on it changes.
      const schemaPath = join(dir, "schemas/item.schema.json");
      const schema = JSON.parse(readFileSync(schemaPath, "utf8"));
      schema.properties.note = { type: "string" };
      writeFileSync(schemaPath, JSON.stringify(schema, null, 2));
      at = await waitFor(out.text, at, "changed out/validators/item.ts");
      expect(readFileSync(item, "utf8")).toContain("note");

      // A broken schema: diagnostics, nothing written, and the watch goes on.
      const before = readFileSync(item, "utf8");
      writeFileSync(schemaPath, '{ "type": "object", ');
      await waitFor(err.text, 0, /schemas\/item\.schema\.json#: malformed JSON[\s\S]*nothing was written/);
      expect(readFileSync(item, "utf8")).toBe(before);

      // Fixed again, plus a new schema and a removed one.
      schema.properties.note = { type: "integer" };
      writeFileSync(schemaPath, JSON.stringify(schema, null, 2));
      writeFileSync(join(dir, "schemas/extra.schema.json"), JSON.stringify({ type: "string" }));
      rmSync(join(dir, "schemas/free.schema.json"));
      at = await waitFor(out.text, at, "removed out/validators/free.ts");
      await waitFor(out.text, 0, "added   out/validators/extra.ts");
      expect(readFileSync(item, "utf8")).toContain("note: z.number().refine(isInteger");
      expect(child.exitCode).toBeNull();
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- all output ---\n${both()}`);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await child.exited).toBe(0);
  }, 60_000);
});
