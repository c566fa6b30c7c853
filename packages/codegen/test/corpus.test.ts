import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dialectOfUri } from "../src/dialect/dialect.ts";
import { generateInMemory } from "../src/generate.ts";
import { moduleNameForFile } from "../src/naming/names.ts";
import { runTool } from "../src/proto-toolchain/tools.ts";
import { ajvFor } from "./conformance/run-suite.ts";
import { importValidator, materialize } from "./support/load-generated.ts";
import { REPO_ROOT } from "./support/fixtures.ts";

// Published schemas (test/corpus, see SOURCES.md) through `generate --targets zod,ts,proto`: the output
// type-checks and the emitted Zod agrees with ajv on the published documents and on mutations of them.
const CORPUS = join(import.meta.dir, "corpus");

interface CorpusSet {
  readonly name: string;
  readonly schemas: string;
  /** Module name → documents to check against it. */
  readonly documents: ReadonlyMap<string, unknown[]>;
  /** The raw schema and where a module's root sits in it, for ajv. */
  readonly raw: Record<string, unknown>;
  readonly pointerOf: (module: string) => string;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as unknown;
const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : []);

function schemastoreSets(): CorpusSet[] {
  const root = join(CORPUS, "schemastore");
  return readdirSync(root).sort().map((name) => {
    const file = `${name}.schema.json`;
    const docsDir = join(root, name, "documents");
    return {
      name: `schemastore/${name}`,
      schemas: join(root, name, "schema"),
      documents: new Map([[moduleNameForFile(file), jsonFiles(docsDir).map((f) => readJson(join(docsDir, f)))]]),
      raw: readJson(join(root, name, "schema", file)) as Record<string, unknown>,
      pointerOf: () => "",
    };
  });
}

function mcpSet(): CorpusSet {
  const base = join(CORPUS, "mcp", "2025-11-25");
  const docsDir = join(base, "documents");
  const documents = new Map<string, unknown[]>();
  for (const type of readdirSync(docsDir).sort()) {
    documents.set(moduleNameForFile(type), jsonFiles(join(docsDir, type)).map((f) => readJson(join(docsDir, type, f))));
  }
  const raw = readJson(join(base, "schema", "mcp.json")) as Record<string, unknown>;
  const types = new Map(readdirSync(docsDir).map((t) => [moduleNameForFile(t), t]));
  return { name: "mcp/2025-11-25", schemas: join(base, "schema"), documents, raw, pointerOf: (m) => `/$defs/${types.get(m)}` };
}

/** Documents derived from a valid one: each top-level key dropped, retyped, and one unknown key added. */
function mutations(doc: unknown): unknown[] {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return [[doc], null, "x"];
  const out: unknown[] = [{ ...doc, toolwireUnknownKey: 1 }];
  for (const key of Object.keys(doc).slice(0, 6)) {
    const { [key]: value, ...rest } = doc as Record<string, unknown>;
    out.push(rest);
    out.push({ ...rest, [key]: typeof value === "string" ? 12345 : typeof value === "object" && value !== null ? "x" : "x" });
  }
  return out;
}

const sets = [...schemastoreSets(), mcpSet()];
const rows: string[] = [];

describe("real-world corpus: generate zod,ts,proto, type-check, agree with ajv", () => {
  const dirs: string[] = [];
  for (const set of sets) {
    test(set.name, async () => {
      const { files, diagnostics, warnings } = await generateInMemory({ schemasDir: set.schemas, outDir: "out", targets: ["zod", "ts", "proto"] });
      expect(diagnostics).toEqual([]);
      const dir = materialize(files.filter((f) => !f.path.startsWith("proto/")), "corpus-");
      expect(files.some((f) => f.path === "proto/fields.lock.json")).toBe(true);
      const protoText = files.filter((f) => f.path.endsWith(".proto")).map((f) => f.content).join("\n");
      const messages = (protoText.match(/^\s*message \w+ \{/gm) ?? []).length;
      const asValue = warnings.filter((w) => w.message.includes("google.protobuf.Value")).length;
      dirs.push(dir);
      const dialect = dialectOfUri(String(set.raw.$schema)) ?? "2020-12";
      const ajv = ajvFor(dialect);
      ajv.addSchema(set.raw, "corpus://schema");
      let docs = 0;
      let checked = 0;
      const disagreements: string[] = [];
      for (const [module, documents] of set.documents) {
        const zod = await importValidator(dir, module);
        const validate = ajv.compile({ $ref: `corpus://schema#${set.pointerOf(module)}` }) as (d: unknown) => boolean;
        for (const doc of documents) {
          docs++;
          for (const candidate of [doc, ...mutations(doc)]) {
            checked++;
            const a = validate(candidate) === true;
            const z = zod.safeParse(candidate).success;
            if (a !== z) disagreements.push(`${module}: ajv ${a}, zod ${z}: ${JSON.stringify(candidate).slice(0, 200)}`);
          }
        }
      }
      rows.push(`| ${set.name} | ${dialect} | yes (${messages} proto messages, ${asValue} Value fallbacks) | ${docs} | ${checked} | ${checked - disagreements.length} |`);
      expect(disagreements).toEqual([]);
    }, 120_000);
  }

  test("the generated Zod and TS of every set type-check", () => {
    expect(dirs.length).toBe(sets.length);
    const tsconfig = join(dirs[0]!, "..", "corpus-tsconfig.json");
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", allowImportingTsExtensions: true, skipLibCheck: true, types: [] },
        include: dirs.flatMap((d) => [`${d}/validators/*.ts`, `${d}/types/*.ts`]),
      }),
    );
    const tsc = runTool(join(REPO_ROOT, "node_modules", ".bin", "tsc"), ["-p", tsconfig], REPO_ROOT);
    expect((tsc.stdout + tsc.stderr).trim()).toBe("");
    expect(tsc.code).toBe(0);
    console.log(["| schema | dialect | generated | documents | checked (with mutations) | agree with ajv |", "|---|---|---|---|---|---|", ...rows].join("\n"));
  }, 300_000);
});
