import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { formatDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { emitProtoAll } from "../emit/proto/emit-proto.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { LOCK_FILE_NAME, parseFieldLock, type FieldLock } from "../emit/proto/lock.ts";
import { parseServicesDecl, type ServicesDecl } from "../emit/proto/services.ts";
import { buildProgram } from "../pipeline.ts";
import type { Program } from "../ir/types.ts";
import { runBufAsync, runTool, protocIncludeDir, type ToolRun } from "./tools.ts";
import { listFiles, protoSources, tsProtoFromRoot, writeTree } from "./ts-proto.ts";
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

/** Reads the schemas (unless `program` is given), the services file and the committed lock, and emits everything proto-side in memory. */
export async function emitFromRepo(layout: ProtoLayout, program?: Program): Promise<
  | { ok: false; messages: string[] }
  | { ok: true; proto: GeneratedFile[]; bridge: GeneratedFile[]; reference: GeneratedFile[] }
> {
  if (!program) {
    const built = await buildProgram({ schemasDir: layout.schemas, lint: true });
    if (!built.program) return { ok: false, messages: built.diagnostics.map(formatDiagnostic) };
    program = built.program;
  }
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
export function protoOutputLayout(layout: ProtoLayout): OutputLayout {
  return Object.freeze({
    roots: Object.freeze({ proto: layout.proto, "proto-ts": layout.generated, reference: layout.docs }),
    owned: Object.freeze({ proto: [".proto", ".yaml", ".json"], "proto-ts": [".ts"], reference: [".md"] }),
  });
}
export const PROTO_FAMILIES = ["proto", "proto-ts", "reference"] as const;

/** What a build runs besides ts-proto: `generate` only builds; `check` also runs buf lint and buf format on the result. */
export type ProtoBuildMode = "generate" | "check";

/**
 * Builds every proto-side file: the emitted .proto files (already in buf's format: the writer prints its layout) go to a
 * temp dir for one `buf build`, whose descriptors ts-proto turns into TypeScript in this process; the bridge and the
 * reference pages come from the same plan. In `check` mode {@link lintAndFormatCheck} runs on the same tree alongside,
 * and any finding fails the build. Nothing in the repository is touched; the result is a list of files for the writer
 * or the drift check. `program` is reused when the caller has already built it.
 */
export async function buildProtoFiles(
  layout: ProtoLayout,
  mode: ProtoBuildMode,
  program?: Program,
): Promise<{ ok: false; messages: string[] } | { ok: true; files: GeneratedFile[] }> {
  const emitted = await emitFromRepo(layout, program);
  if (!emitted.ok) return { ok: false, messages: emitted.messages };
  const tmp = mkdtempSync(join(tmpdir(), "toolwire-proto-"));
  try {
    writeTree(tmp, emitted.proto);
    const checked = mode === "check" ? lintAndFormatCheck(tmp) : Promise.resolve([]);
    const compiled = await tsProtoFromRoot(tmp, protoSources(emitted.proto));
    const messages = await checked;
    if (!compiled.ok) return { ok: false, messages: [...messages, compiled.message] };
    if (messages.length > 0) return { ok: false, messages };
    const files = [
      ...emitted.proto.map((f) => ({ path: `proto/${f.path}`, content: f.content })),
      ...[...compiled.files, ...emitted.bridge].map((f) => ({ path: `proto-ts/${f.path}`, content: f.content })),
      ...emitted.reference.map((f) => ({ path: `reference/${f.path}`, content: f.content })),
    ];
    return { ok: true, files };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * `buf lint` (STANDARD, from buf.yaml) and `buf format --diff --exit-code` on a proto root, side by side: one message per
 * failing tool, none when both are clean. Generation no longer rewrites its output with `buf format -w`, so this is
 * what keeps the emitted layout equal to buf's.
 */
export async function lintAndFormatCheck(protoRoot: string): Promise<string[]> {
  const steps = await Promise.all(
    (
      [
        ["buf lint", ["lint"]],
        ["buf format --diff --exit-code", ["format", "--diff", "--exit-code"]],
      ] as const
    ).map(async ([name, args]) => [name, await runBufAsync(protoRoot, args)] as [string, ToolRun]),
  );
  return failures(steps);
}

/**
 * `generate`: builds everything (buf build and ts-proto), then writes
 * proto/ (+ lock), packages/proto and docs/reference through the shared all-or-nothing writer, which
 * also removes stale generated files. A failing step leaves the repository untouched.
 */
export async function generateProto(layout: ProtoLayout): Promise<ProtoStepResult> {
  const built = await buildProtoFiles(layout, "generate");
  if (!built.ok) return { ok: false, messages: built.messages };
  const report = writeFiles(protoOutputLayout(layout), built.files, PROTO_FAMILIES);
  return {
    ok: true,
    messages: [`proto: ${report.written.length} written, ${report.unchanged.length} unchanged, ${report.deleted.length} deleted`],
  };
}

/** `check`: builds everything in a temp dir with the committed lock and compares it with the repository. */
export async function checkProto(layout: ProtoLayout): Promise<ProtoStepResult> {
  const built = await buildProtoFiles(layout, "check");
  if (!built.ok) return { ok: false, messages: built.messages };
  const drifts = checkDrift(protoOutputLayout(layout), built.files, PROTO_FAMILIES);
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
