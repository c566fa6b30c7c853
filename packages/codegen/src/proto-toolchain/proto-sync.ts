import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { formatDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { emitProtoAll } from "../emit/proto/emit-proto.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { LOCK_FILE_NAME, parseFieldLock, type FieldLock } from "../emit/proto/lock.ts";
import { parseServicesDecl, type ServicesDecl } from "../emit/proto/services.ts";
import { buildProgram } from "../pipeline.ts";
import { runBuf, runTool, protocIncludeDir, type ToolRun } from "./tools.ts";
import { listFiles, runTsProto, writeTree } from "./ts-proto.ts";
import { checkDrift } from "../check/check-drift.ts";
import type { OutputLayout } from "../write/output-layout.ts";
import { writeFiles } from "../write/writer.ts";

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
  let services: ServicesDecl = { file: servicesFile, services: [], fileFormats: [] };
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

/** Where each proto-side family lands, for the shared writer and drift check. */
function outputLayout(layout: ProtoLayout): OutputLayout {
  return Object.freeze({
    roots: Object.freeze({ proto: layout.proto, "proto-ts": layout.generated, reference: layout.docs }),
    owned: Object.freeze({ proto: [".proto", ".yaml", ".json"], "proto-ts": [".ts"], reference: [".md"] }),
  });
}
const FAMILIES = ["proto", "proto-ts", "reference"] as const;

/**
 * Builds every proto-side file in a temp dir: the emitted .proto files run through `buf format -w` and
 * `buf lint`, `buf generate` (ts-proto) beside them, plus the bridge and the reference pages. Nothing in
 * the repository is touched; the result is a list of files for the writer or the drift check.
 */
async function buildInTemp(layout: ProtoLayout): Promise<{ ok: false; messages: string[] } | { ok: true; files: GeneratedFile[] }> {
  const emitted = await emitFromRepo(layout);
  if (!emitted.ok) return { ok: false, messages: emitted.messages };
  const tmp = mkdtempSync(join(tmpdir(), "toolwire-proto-"));
  try {
    const tmpProto = join(tmp, "proto");
    const tmpGen = join(tmp, "generated");
    writeTree(tmpProto, emitted.proto);
    const steps: [string, ToolRun][] = [];
    steps.push(["buf format -w", runBuf(tmpProto, ["format", "-w"])]);
    steps.push(["buf lint", runBuf(tmpProto, ["lint"])]);
    if (steps.every(([, r]) => r.code === 0)) {
      steps.push(["buf generate", runTsProto(tmpProto, tmpGen, tmp)]);
    }
    if (steps.some(([, r]) => r.code !== 0)) return { ok: false, messages: failures(steps) };
    writeTree(tmpGen, emitted.bridge);
    const read = (family: string, dir: string) =>
      listFiles(dir).map((p) => ({ path: `${family}/${p}`, content: readFileSync(join(dir, p), "utf8") }));
    const files = [
      ...read("proto", tmpProto),
      ...read("proto-ts", tmpGen),
      ...emitted.reference.map((f) => ({ path: `reference/${f.path}`, content: f.content })),
    ];
    return { ok: true, files };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `generate`: builds everything in a temp dir (buf format, lint and generate included), then writes
 * proto/ (+ lock), packages/proto and docs/reference through the shared all-or-nothing writer, which
 * also removes stale generated files. A failing step leaves the repository untouched.
 */
export async function generateProto(layout: ProtoLayout): Promise<ProtoStepResult> {
  const built = await buildInTemp(layout);
  if (!built.ok) return { ok: false, messages: built.messages };
  const report = writeFiles(outputLayout(layout), built.files, FAMILIES);
  return {
    ok: true,
    messages: [`proto: ${report.written.length} written, ${report.unchanged.length} unchanged, ${report.deleted.length} deleted`],
  };
}

/** `check`: builds everything in a temp dir with the committed lock and compares it with the repository. */
export async function checkProto(layout: ProtoLayout): Promise<ProtoStepResult> {
  const built = await buildInTemp(layout);
  if (!built.ok) return { ok: false, messages: built.messages };
  const drifts = checkDrift(outputLayout(layout), built.files, FAMILIES);
  if (drifts.length === 0) return { ok: true, messages: ["proto: up to date"] };
  return {
    ok: false,
    messages: drifts.map((d) =>
      d.kind === "changed" ? `out of date: ${rel(layout, d.path)}\n${d.diff}` : `${d.kind === "missing" ? "missing" : "stale (no longer generated)"}: ${rel(layout, d.path)}`,
    ),
  };
}

/** `protoc` (Debian's protobuf-compiler) compiles every .proto file under `protoRoot`; for users without buf. */
export function protocCompile(protoRoot: string): ToolRun {
  const include = protocIncludeDir();
  const files = listFiles(protoRoot).filter((p) => p.endsWith(".proto"));
  const args = ["-I", ".", ...(include ? ["-I", include] : []), "--descriptor_set_out=/dev/null", ...files];
  return runTool("protoc", args, protoRoot);
}

function failures(steps: readonly [string, ToolRun][]): string[] {
  return steps.filter(([, r]) => r.code !== 0).map(([name, r]) => `${name} failed (exit ${r.code}):\n${(r.stderr || r.stdout).trim()}`);
}

function rel(layout: ProtoLayout, path: string): string {
  return relative(layout.root, path) || ".";
}
