import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { formatDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { bufGenYaml } from "../emit/proto/buf-config.ts";
import { emitProtoAll } from "../emit/proto/emit-proto.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { LOCK_FILE_NAME, parseFieldLock, type FieldLock } from "../emit/proto/lock.ts";
import { parseServicesDecl, type ServicesDecl } from "../emit/proto/services.ts";
import { buildProgram } from "../pipeline.ts";
import { runBuf, runTool, protocIncludeDir, tsProtoPluginPath, type ToolRun } from "./tools.ts";

/** Repo layout the proto toolchain works on (all relative to `root`). */
export interface ProtoLayout {
  readonly root: string;
  readonly schemas: string;
  readonly proto: string;
  readonly generated: string;
  readonly docs: string;
}

/** The repo's layout: schema/ → proto/ (+ packages/proto, docs/reference). */
export function repoLayout(root: string): ProtoLayout {
  return {
    root,
    schemas: join(root, "schema"),
    proto: join(root, "proto"),
    generated: join(root, "packages", "proto"),
    docs: join(root, "docs", "reference"),
  };
}

/** Hand-written files of @generated/proto that generation never touches. */
const KEEP_IN_PACKAGE = new Set(["package.json", "tsconfig.json", "node_modules", "README.md"]);

export interface ProtoStepResult {
  readonly ok: boolean;
  readonly messages: readonly string[];
}

/** Reads the schemas, the services file and the committed lock, and emits everything proto-side in memory. */
export async function emitFromRepo(layout: ProtoLayout): Promise<
  | { ok: false; messages: string[] }
  | { ok: true; proto: GeneratedFile[]; bridge: GeneratedFile[]; reference: GeneratedFile[] }
> {
  const built = await buildProgram({ schemasDir: layout.schemas, lint: true });
  if (!built.program) return { ok: false, messages: built.diagnostics.map(formatDiagnostic) };
  const program = built.program;
  const inputs = readInputs(layout);
  if (inputs.diagnostics.length > 0) return { ok: false, messages: inputs.diagnostics.map(formatDiagnostic) };
  const out = emitProtoAll(program, { lock: inputs.lock, services: inputs.services });
  if (out.diagnostics.length > 0) return { ok: false, messages: out.diagnostics.map(formatDiagnostic) };
  return { ok: true, proto: out.proto, bridge: out.bridge, reference: out.reference };
}

/** The edge: reads `schema/services.json` and `proto/fields.lock.json` (absent lock = first run). */
export function readInputs(layout: ProtoLayout): { lock: FieldLock | undefined; services: ServicesDecl; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const servicesPath = join(layout.schemas, "services.json");
  const servicesFile = relative(layout.root, servicesPath) || "services.json";
  let services: ServicesDecl = { file: servicesFile, services: [] };
  if (existsSync(servicesPath)) {
    try {
      const parsed = parseServicesDecl(JSON.parse(readFileSync(servicesPath, "utf8")), servicesFile);
      services = parsed.services;
      diagnostics.push(...parsed.diagnostics);
    } catch (error) {
      diagnostics.push({ file: servicesFile, pointer: "", message: `not valid JSON: ${(error as Error).message}` });
    }
  }
  const lockPath = join(layout.proto, LOCK_FILE_NAME);
  let lock: FieldLock | undefined;
  if (existsSync(lockPath)) {
    const parsed = parseFieldLock(readFileSync(lockPath, "utf8"), relative(layout.root, lockPath));
    lock = parsed.lock;
    diagnostics.push(...parsed.diagnostics);
  }
  return { lock, services, diagnostics };
}

/**
 * `generate`: writes proto/ (+ lock), runs `buf format -w`, `buf lint`, `buf generate` (ts-proto → packages/proto),
 * then writes the bridge and docs/reference. Stale generated files are removed.
 */
export async function generateProto(layout: ProtoLayout): Promise<ProtoStepResult> {
  const emitted = await emitFromRepo(layout);
  if (!emitted.ok) return { ok: false, messages: emitted.messages };
  const messages: string[] = [];
  pruneGenerated(join(layout.proto, "opencode"), new Set(emitted.proto.map((f) => join(layout.proto, f.path))));
  writeAll(layout.proto, emitted.proto);
  const steps: [string, ToolRun][] = [];
  const format = runBuf(layout.proto, ["format", "-w"]);
  steps.push(["buf format -w", format]);
  const lint = runBuf(layout.proto, ["lint"]);
  steps.push(["buf lint", lint]);
  if (format.code !== 0 || lint.code !== 0) return { ok: false, messages: failures(steps) };
  clearPackage(layout.generated);
  const gen = runBuf(layout.proto, ["generate", "--template", writeTemplate(layout.generated)]);
  steps.push(["buf generate", gen]);
  if (gen.code !== 0) return { ok: false, messages: failures(steps) };
  writeAll(layout.generated, emitted.bridge);
  pruneGenerated(layout.docs, new Set(emitted.reference.map((f) => join(layout.docs, f.path))));
  writeAll(layout.docs, emitted.reference);
  messages.push(`proto: ${emitted.proto.length} files in ${rel(layout, layout.proto)}, ts-proto + bridge in ${rel(layout, layout.generated)}, ${emitted.reference.length} reference pages`);
  return { ok: true, messages };
}

/**
 * `check`: regenerates everything into a temp dir (with the committed lock) and compares it with proto/,
 * packages/proto and docs/reference; any difference, missing or stale file is drift.
 */
export async function checkProto(layout: ProtoLayout): Promise<ProtoStepResult> {
  const emitted = await emitFromRepo(layout);
  if (!emitted.ok) return { ok: false, messages: emitted.messages };
  const tmp = mkdtempSync(join(tmpdir(), "toolwire-proto-"));
  try {
    const tmpProto = join(tmp, "proto");
    const tmpGen = join(tmp, "generated");
    writeAll(tmpProto, emitted.proto);
    const steps: [string, ToolRun][] = [];
    steps.push(["buf format -w", runBuf(tmpProto, ["format", "-w"])]);
    steps.push(["buf lint", runBuf(tmpProto, ["lint"])]);
    steps.push(["buf generate", runBuf(tmpProto, ["generate", "--template", writeTemplate(tmpGen)])]);
    if (steps.some(([, r]) => r.code !== 0)) return { ok: false, messages: failures(steps) };
    writeAll(tmpGen, emitted.bridge);
    const drift = [
      ...compareTrees(tmpProto, layout.proto, (p) => !p.startsWith("opencode/") || p.endsWith(".proto"), layout),
      ...compareTrees(tmpGen, layout.generated, (p) => !KEEP_IN_PACKAGE.has(p.split("/")[0]!), layout),
      ...compareFiles(emitted.reference, layout.docs, layout),
    ];
    return drift.length === 0 ? { ok: true, messages: ["proto: up to date"] } : { ok: false, messages: drift };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** `protoc` (Debian's protobuf-compiler) compiles every .proto file under `protoRoot`; for users without buf. */
export function protocCompile(protoRoot: string): ToolRun {
  const include = protocIncludeDir();
  const files = listFiles(protoRoot).filter((p) => p.endsWith(".proto"));
  const args = ["-I", ".", ...(include ? ["-I", include] : []), "--descriptor_set_out=/dev/null", ...files];
  return runTool("protoc", args, protoRoot);
}

/** A buf.gen.yaml with absolute plugin and output paths, written to a temp dir (the committed one is for people). */
function writeTemplate(out: string): string {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-buf-gen-"));
  const path = join(dir, "buf.gen.yaml");
  writeFileSync(path, bufGenYaml(tsProtoPluginPath(), out));
  return path;
}

function writeAll(root: string, files: readonly GeneratedFile[]): void {
  for (const f of files) {
    const path = join(root, f.path);
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path) || readFileSync(path, "utf8") !== f.content) writeFileSync(path, f.content);
  }
}

/** Deletes generated files (marker in the first lines) under `dir` that are not in `keep`. */
function pruneGenerated(dir: string, keep: ReadonlySet<string>): void {
  for (const p of listFiles(dir)) {
    const path = join(dir, p);
    if (keep.has(path)) continue;
    const head = readFileSync(path, "utf8").split("\n", 3).join("\n");
    if (head.includes("DO NOT EDIT")) rmSync(path);
  }
}

/** Removes ts-proto output and the bridge from @generated/proto before regenerating, keeping hand-written files. */
function clearPackage(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (KEEP_IN_PACKAGE.has(entry) || entry.startsWith(".")) continue;
    rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

function listFiles(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    // Tool state (node_modules, .turbo caches) is neither generated nor compared.
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    const path = join(dir, entry);
    const relPath = prefix ? `${prefix}/${entry}` : entry;
    if (statSync(path).isDirectory()) out.push(...listFiles(path, relPath));
    else out.push(relPath);
  }
  return out;
}

function compareTrees(expectedDir: string, actualDir: string, include: (p: string) => boolean, layout: ProtoLayout): string[] {
  const expected = new Set(listFiles(expectedDir).filter(include));
  const actual = new Set(listFiles(actualDir).filter(include));
  const drift: string[] = [];
  for (const p of expected) {
    const target = join(actualDir, p);
    if (!actual.has(p)) drift.push(`missing: ${rel(layout, target)}`);
    else if (readFileSync(join(expectedDir, p), "utf8") !== readFileSync(target, "utf8")) drift.push(`out of date: ${rel(layout, target)}`);
  }
  for (const p of actual) if (!expected.has(p)) drift.push(`stale (no longer generated): ${rel(layout, join(actualDir, p))}`);
  return drift;
}

function compareFiles(files: readonly GeneratedFile[], dir: string, layout: ProtoLayout): string[] {
  const drift: string[] = [];
  for (const f of files) {
    const path = join(dir, f.path);
    if (!existsSync(path)) drift.push(`missing: ${rel(layout, path)}`);
    else if (readFileSync(path, "utf8") !== f.content) drift.push(`out of date: ${rel(layout, path)}`);
  }
  const names = new Set(files.map((f) => f.path));
  for (const p of listFiles(dir)) if (!names.has(p)) drift.push(`stale (no longer generated): ${rel(layout, join(dir, p))}`);
  return drift;
}

function failures(steps: readonly [string, ToolRun][]): string[] {
  return steps.filter(([, r]) => r.code !== 0).map(([name, r]) => `${name} failed (exit ${r.code}):\n${(r.stderr || r.stdout).trim()}`);
}

function rel(layout: ProtoLayout, path: string): string {
  return relative(layout.root, path) || ".";
}
