// Benchmarks the compiled guards (`@generated/guards`) beside ajv (plain and with discriminator hints), the generated
// Zod, Zod's own `z.compile` and, for ACP, the ACP SDK's Zod. `bun scripts/bench-guards.ts` prints the markdown section;
// scripts/bench.ts calls benchGuards() (`bun run bench --only guards`).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import Ajv2020 from "../packages/codegen/node_modules/ajv/dist/2020.js";
import { z } from "../packages/validators/node_modules/zod";
import { measureAlternated, type Measurement } from "../packages/codegen/bench/measure.ts";
import { generateInMemory } from "../packages/codegen/src/generate.ts";
import { ACP_MESSAGES } from "../packages/codegen/test/acp/acp-messages.ts";

const ROOT = join(import.meta.dir, "..");
/** Seconds per measured row; the section stays around half a minute on a 2-core machine. */
const SECONDS = Number(process.env.TOOLWIRE_BENCH_MS ?? 500) / 1000;

type Check = (value: unknown) => unknown;
interface Parser {
  safeParse(value: unknown): { success: boolean };
}
interface Row {
  readonly name: string;
  readonly run: Check;
}
type AjvInstance = InstanceType<typeof Ajv2020>;

/** The guards section of BENCHMARKS.md. */
export async function benchGuards(): Promise<string> {
  const lines = ["## Compiled guards (`@generated/guards`)", ""];
  lines.push(
    "Each row checks the same documents in the same process; ratios are throughput relative to the named peer (higher is faster).",
    "`z.compile` is Zod's own ahead-of-time compiler (Zod ≥ 4.6) applied to the generated Zod schema: the public Zod API stays, only its parse is compiled.",
    "What each row returns differs on invalid documents: ajv by default stops at the first error (a verdict and one error), as",
    "`check<Name>(x, { first: true })` stops at the first issue (a verdict and that issue with its path) and `is<Name>` at the first problem",
    "(a verdict); `check<Name>`, like Zod's `safeParse` and ajv with `allErrors`, reports every issue with its path. So on invalid documents",
    "the first-issue row is compared like for like with plain ajv, and `check<Name>` with the `allErrors` row. All rows of a table are",
    "measured alternately in 20 ms slices in one process (best slice each), so their ratios share the machine's load.",
    "",
  );
  const canonical = loadCanonical();
  lines.push(...(await toolPartSection(canonical)), "", ...(await examplesSection(canonical)), "", ...(await acpSection()));
  return lines.join("\n");
}

interface Canonical {
  readonly module: string;
  readonly schema: Record<string, unknown>;
  readonly valid: unknown[];
  readonly invalid: unknown[];
}

function loadCanonical(): Canonical[] {
  const out: Canonical[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory() && e.name !== "examples") walk(path);
      else if (e.name.endsWith(".schema.json")) {
        const module = e.name.replace(/\.schema\.json$/, "");
        const ex = JSON.parse(readFileSync(join(ROOT, "schema/examples", `${module}.examples.json`), "utf8"));
        out.push({ module, schema: JSON.parse(readFileSync(path, "utf8")), valid: ex.valid, invalid: ex.invalid });
      }
    }
  };
  walk(join(ROOT, "schema"));
  return out.sort((a, b) => (a.module < b.module ? -1 : 1));
}

/**
 * A copy of `schema` with OpenAPI `discriminator` hints on every `oneOf` whose branches all require a string
 * `const` on one property and are typed objects (branches reached through `resolve`), which ajv's `discriminator: true`
 * turns into a switch.
 */
function withDiscriminatorHints(schema: unknown, resolve: (ref: string) => unknown): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withDiscriminatorHints(s, resolve));
  if (schema === null || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === "const" || k === "enum" ? v : withDiscriminatorHints(v, resolve);
  if (Array.isArray(out.oneOf) && out.discriminator === undefined) {
    const branches = (out.oneOf as Record<string, unknown>[]).map((b) => (typeof b.$ref === "string" ? resolve(b.$ref) : b) as Record<string, unknown> | undefined);
    const tags = branches.map((b) => {
      const props = (b?.properties ?? {}) as Record<string, { const?: unknown }>;
      const required = (b?.required ?? []) as string[];
      return Object.keys(props).filter((p) => typeof props[p]?.const === "string" && required.includes(p));
    });
    const property = tags[0]?.find((p) => tags.every((t) => t.includes(p)));
    // ajv applies `discriminator` to objects only (and then skips oneOf), so the hint also says "object",
    // which is exact here: every branch requires a tag property.
    const objectsOnly = branches.every((b) => b?.type === "object");
    if (property && objectsOnly) {
      out.discriminator = { propertyName: property };
      out.type ??= "object";
    }
  }
  return out;
}

function canonicalAjv(canonical: readonly Canonical[], discriminator: boolean, allErrors = false): (module: string) => Check {
  const ajv: AjvInstance = new Ajv2020({ strict: false, validateFormats: false, discriminator, allErrors });
  const byId = new Map(canonical.map((c) => [`${c.module}.schema.json`, c.schema]));
  for (const c of canonical) ajv.addSchema(discriminator ? (withDiscriminatorHints(c.schema, (ref) => byId.get(ref)) as object) : c.schema);
  return (module) => ajv.getSchema(`${module}.schema.json`)! as Check;
}

async function generatedZod(module: string): Promise<Parser> {
  return (await import(join(ROOT, "packages/validators", `${module}.ts`)))[`${module}Schema`];
}

/** Hoisted so the first-issue rows do not allocate their options per call. */
const FIRST = Object.freeze({ first: true });

async function guardExports(dir: string, module: string): Promise<{ is: Check; check: Check; first: Check }> {
  const mod = (await import(join(dir, `${module}.ts`))) as Record<string, (value: unknown, options?: object) => unknown>;
  const name = Object.keys(mod).find((n) => /^is[A-Z]/.test(n))!.slice(2);
  const check = mod[`check${name}`]!;
  return { is: mod[`is${name}`]!, check, first: (d) => check(d, FIRST) };
}

/** `z.compile` of a schema, or undefined (with the reason) when Zod refuses it. */
function zodCompiled(schema: Parser): Parser | string {
  try {
    return z.compile(schema as never) as Parser;
  } catch (error) {
    return (error as Error).message.split("\n")[0]!;
  }
}

/** Every row over `docs`, alternated in short slices (see measureAlternated). */
function rates(rows: readonly Row[], docs: readonly unknown[]): Measurement[] {
  return measureAlternated(
    rows.map((row) => ({ name: row.name, fn: () => {
      for (const d of docs) row.run(d);
    } })),
    { seconds: SECONDS, scale: docs.length },
  );
}

const fmt = (m: Measurement) => Math.round(m.opsPerSecond).toLocaleString("en-US");
const times = (a: Measurement, b: Measurement) => `${(a.opsPerSecond / b.opsPerSecond).toFixed(2)}×`;

/** Verdicts must match before speed means anything: every row is checked against the first on every document. */
function assertSameVerdicts(rows: readonly Row[], docs: readonly unknown[], verdict: (row: Row, d: unknown) => boolean): void {
  for (const d of docs) {
    const expected = verdict(rows[0]!, d);
    for (const row of rows.slice(1)) {
      if (verdict(row, d) !== expected) throw new Error(`bench-guards: ${row.name} disagrees with ${rows[0]!.name} on ${JSON.stringify(d).slice(0, 200)}`);
    }
  }
}

const verdictOf = (row: Row, d: unknown): boolean => {
  const r = row.run(d) as boolean | { success: boolean };
  return typeof r === "boolean" ? r : r.success;
};

async function toolPartSection(canonical: readonly Canonical[]): Promise<string[]> {
  const c = canonical.find((x) => x.module === "toolPart")!;
  const zod = await generatedZod("toolPart");
  const compiled = zodCompiled(zod);
  const guards = await guardExports(join(ROOT, "packages/guards"), "toolPart");
  const rows: Row[] = [
    { name: "ajv + discriminator", run: canonicalAjv(canonical, true)("toolPart") },
    { name: "ajv", run: canonicalAjv(canonical, false)("toolPart") },
    { name: "ajv + discriminator, `allErrors`", run: canonicalAjv(canonical, true, true)("toolPart") },
    { name: "generated Zod `safeParse`", run: (d) => zod.safeParse(d) },
    ...(typeof compiled === "string" ? [] : [{ name: "`z.compile(toolPartSchema)` `safeParse`", run: (d: unknown) => compiled.safeParse(d) }]),
    { name: "guard `isToolPart`", run: guards.is },
    { name: "guard `checkToolPart`", run: guards.check },
    { name: "guard `checkToolPart(x, { first: true })`", run: guards.first },
  ];
  assertSameVerdicts(rows, [...c.valid, ...c.invalid], verdictOf);
  const out = [
    `### ToolPart (${c.valid.length} valid, ${c.invalid.length} invalid examples; the state union has a discriminator)`,
    "",
    "| validator | valid docs/s | vs ajv + discriminator | invalid docs/s | vs ajv + discriminator | vs `allErrors` |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  const valid = rates(rows, c.valid);
  const invalid = rates(rows, c.invalid);
  rows.forEach((r, i) => out.push(`| ${r.name} | ${fmt(valid[i]!)} | ${times(valid[i]!, valid[0]!)} | ${fmt(invalid[i]!)} | ${times(invalid[i]!, invalid[0]!)} | ${times(invalid[i]!, invalid[2]!)} |`));
  if (typeof compiled === "string") out.push("", `\`z.compile\` refused the schema: ${compiled}`);
  // Issue 26's row, with the figure in its text as "before"; the last two rows are the guard rows.
  const [all, first] = [rows.length - 2, rows.length - 1];
  out.push(
    "",
    'Like for like (issue 26): "before" is the figure in the issue\'s text.',
    "",
    "| measure (invalid ToolPart examples) | before | goal | now |",
    "| --- | ---: | ---: | ---: |",
    `| \`checkToolPart\` (every issue) ÷ ajv + discriminator (first error) | 0.73× | ≥ 1.0× | ${times(invalid[all]!, invalid[0]!)} (÷ ajv \`allErrors\`, which also reports every error: ${times(invalid[all]!, invalid[2]!)}) |`,
    `| \`checkToolPart(x, { first: true })\` (first issue) ÷ ajv + discriminator (first error) | — | ≥ 1.0× | ${times(invalid[first]!, invalid[0]!)} |`,
  );
  return out;
}

async function examplesSection(canonical: readonly Canonical[]): Promise<string[]> {
  const corpus = canonical.flatMap((c) => [...c.valid, ...c.invalid].map((doc) => ({ module: c.module, doc })));
  const ajvPlain = canonicalAjv(canonical, false);
  const ajvHinted = canonicalAjv(canonical, true);
  const plain = new Map(canonical.map((c) => [c.module, ajvPlain(c.module)]));
  const hinted = new Map(canonical.map((c) => [c.module, ajvHinted(c.module)]));
  const ajvAll = canonicalAjv(canonical, true, true);
  const all = new Map(canonical.map((c) => [c.module, ajvAll(c.module)]));
  const zod = new Map<string, Parser>();
  const compiled = new Map<string, Parser>();
  const refused: string[] = [];
  const is = new Map<string, Check>();
  const check = new Map<string, Check>();
  const first = new Map<string, Check>();
  for (const c of canonical) {
    const schema = await generatedZod(c.module);
    zod.set(c.module, schema);
    const k = zodCompiled(schema);
    if (typeof k === "string") refused.push(`${c.module}: ${k}`);
    compiled.set(c.module, typeof k === "string" ? schema : k);
    const g = await guardExports(join(ROOT, "packages/guards"), c.module);
    is.set(c.module, g.is);
    check.set(c.module, g.check);
    first.set(c.module, g.first);
  }
  // Each row validates one (module, document) pair per call, like a server routing messages to their validator.
  const rows: { name: string; run: (i: { module: string; doc: unknown }) => unknown }[] = [
    { name: "ajv", run: (i) => plain.get(i.module)!(i.doc) },
    { name: "ajv + discriminator", run: (i) => hinted.get(i.module)!(i.doc) },
    { name: "ajv + discriminator, `allErrors`", run: (i) => all.get(i.module)!(i.doc) },
    { name: "generated Zod `safeParse`", run: (i) => zod.get(i.module)!.safeParse(i.doc) },
    { name: "`z.compile` of the generated Zod", run: (i) => compiled.get(i.module)!.safeParse(i.doc) },
    { name: "guards `is<Name>`", run: (i) => is.get(i.module)!(i.doc) },
    { name: "guards `check<Name>`", run: (i) => check.get(i.module)!(i.doc) },
    { name: "guards `check<Name>(x, { first: true })`", run: (i) => first.get(i.module)!(i.doc) },
  ];
  for (const item of corpus) {
    const expected = verdictOf({ name: "", run: () => rows[0]!.run(item) }, item.doc);
    for (const row of rows.slice(1)) {
      if (verdictOf({ name: "", run: () => row.run(item) }, item.doc) !== expected) throw new Error(`bench-guards: ${row.name} disagrees with ajv on ${item.module} ${JSON.stringify(item.doc).slice(0, 200)}`);
    }
  }
  const results = measureAlternated(
    rows.map((r) => ({ name: r.name, fn: () => {
      for (const item of corpus) r.run(item);
    } })),
    { seconds: SECONDS, scale: corpus.length },
  );
  const out = [
    `### The ${corpus.length} canonical example documents (${canonical.length} schemas, valid and invalid)`,
    "",
    "| validator | docs/s | vs ajv | vs ajv + discriminator | vs `allErrors` |",
    "|---|---:|---:|---:|---:|",
    ...rows.map((r, i) => `| ${r.name} | ${fmt(results[i]!)} | ${times(results[i]!, results[0]!)} | ${times(results[i]!, results[1]!)} | ${times(results[i]!, results[2]!)} |`),
  ];
  if (refused.length > 0) out.push("", `\`z.compile\` refused ${refused.length} schema(s) (measured uncompiled): ${refused.slice(0, 3).join("; ")}`);
  return out;
}

/** SessionNotification documents: the ACP messages of that type, and ACP tool calls, updates and content wrapped as session updates. */
function sessionNotifications(): unknown[] {
  const docs: unknown[] = ACP_MESSAGES.filter((m) => m.def === "SessionNotification").map((m) => m.doc);
  for (const m of ACP_MESSAGES) {
    const doc = m.doc as Record<string, unknown>;
    if (m.def === "ToolCall") docs.push({ sessionId: "sess_1", update: { sessionUpdate: "tool_call", ...doc } });
    if (m.def === "ToolCallUpdate") docs.push({ sessionId: "sess_1", update: { sessionUpdate: "tool_call_update", ...doc } });
    if (m.def === "ContentBlock") docs.push({ sessionId: "sess_1", update: { sessionUpdate: "agent_message_chunk", content: doc } });
  }
  return docs;
}

async function acpSection(): Promise<string[]> {
  const dir = process.env.ACP_SCHEMA_DIR ?? join(ROOT, "..", "shared", "fixtures", "acp");
  if (!existsSync(join(dir, "schema.v1.json"))) return ["### ACP `SessionNotification`", "", `Skipped: the official ACP schema is not at ${dir} (set ACP_SCHEMA_DIR).`];
  const official = JSON.parse(readFileSync(join(dir, "schema.v1.json"), "utf8")) as object;
  const { files, diagnostics } = await generateInMemory({ schemasDir: dir, outDir: "unused", targets: ["zod", "guard"] });
  if (diagnostics.length > 0) throw new Error(`bench-guards: generating from the ACP schema failed: ${JSON.stringify(diagnostics[0])}`);
  // Inside packages/codegen so the generated Zod resolves that package's `zod`.
  const scratch = join(ROOT, "packages/codegen/.tmp");
  mkdirSync(scratch, { recursive: true });
  const out = mkdtempSync(join(scratch, "bench-acp-"));
  for (const f of files) {
    mkdirSync(dirname(join(out, f.path)), { recursive: true });
    writeFileSync(join(out, f.path), f.content);
  }
  const zod = (await import(join(out, "validators/sessionNotification.ts"))).sessionNotificationSchema as Parser;
  const compiled = zodCompiled(zod);
  const guards = await guardExports(join(out, "guards"), "sessionNotification");
  const sdk = (await import(join(ROOT, "packages/runtime/node_modules/@agentclientprotocol/sdk/dist/schema/zod.gen.js"))).zSessionNotification as Parser;
  const sdkCompiled = zodCompiled(sdk);
  const ajvFor = (discriminator: boolean, allErrors = false): Check => {
    const ajv: AjvInstance = new Ajv2020({ strict: false, validateFormats: false, discriminator, allErrors });
    ajv.addSchema(official, "acp");
    return ajv.getSchema("acp#/$defs/SessionNotification")! as Check;
  };
  const rows: Row[] = [
    { name: "ACP SDK Zod `zSessionNotification.safeParse`", run: (d) => sdk.safeParse(d) },
    { name: "ajv", run: ajvFor(false) },
    { name: "ajv + discriminator (the schema's own hints)", run: ajvFor(true) },
    { name: "ajv + discriminator, `allErrors`", run: ajvFor(true, true) },
    { name: "toolwire Zod `safeParse` (from the official schema)", run: (d) => zod.safeParse(d) },
    ...(typeof compiled === "string" ? [] : [{ name: "`z.compile` of toolwire's Zod", run: (d: unknown) => compiled.safeParse(d) }]),
    ...(typeof sdkCompiled === "string" ? [] : [{ name: "`z.compile` of the SDK's Zod", run: (d: unknown) => sdkCompiled.safeParse(d) }]),
    { name: "guard `isSessionNotification`", run: guards.is },
    { name: "guard `checkSessionNotification`", run: guards.check },
    { name: "guard `checkSessionNotification(x, { first: true })`", run: guards.first },
  ];
  const docs = sessionNotifications();
  const ajvCheck = rows[1]!.run;
  const valid = docs.filter((d) => ajvCheck(d) === true);
  const invalid = docs.filter((d) => ajvCheck(d) !== true);
  // The SDK's Zod is looser than the schema (it strips and defaults), so only toolwire's rows must match ajv.
  assertSameVerdicts(rows.filter((r) => !r.name.includes("SDK")), docs, verdictOf);
  const v = rates(rows, valid);
  const iv = rates(rows, invalid);
  const lines = [
    `### ACP \`SessionNotification\` (official ACP v1 schema; ${valid.length} valid and ${invalid.length} invalid documents by ajv)`,
    "",
    "| validator | valid docs/s | vs SDK Zod | vs ajv + discriminator | invalid docs/s | vs SDK Zod | vs ajv + discriminator | vs `allErrors` |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map((r, i) => `| ${r.name} | ${fmt(v[i]!)} | ${times(v[i]!, v[0]!)} | ${times(v[i]!, v[2]!)} | ${fmt(iv[i]!)} | ${times(iv[i]!, iv[0]!)} | ${times(iv[i]!, iv[2]!)} | ${times(iv[i]!, iv[3]!)} |`),
  ];
  if (typeof compiled === "string") lines.push("", `\`z.compile\` refused toolwire's Zod: ${compiled}`);
  if (typeof sdkCompiled === "string") lines.push("", `\`z.compile\` refused the SDK's Zod: ${sdkCompiled}`);
  return lines;
}

if (import.meta.main) console.log(await benchGuards());
