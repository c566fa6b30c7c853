import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { TS_PROTO_OPTIONS } from "../emit/proto/buf-config.ts";
import { runBufAsync } from "./tools.ts";
import { codeGeneratorRequest, runTsProtoPlugin } from "./ts-proto-in-process.ts";

/** ts-proto's output, or why there is none. */
export type TsProtoResult = { ok: true; files: GeneratedFile[] } | { ok: false; message: string };

/**
 * The ts-proto TypeScript for the .proto files under `protoRoot` (which holds buf.yaml): one `buf build` into a
 * FileDescriptorSet, then ts-proto's plugin run in this process on the request buf would send it with the
 * contract options (TS_PROTO_OPTIONS) plus `extraOptions`. `fileToGenerate` are the module's own files; their
 * imports (the well-known types) come along as ts-proto's emitImportedFiles does under `buf generate`.
 */
export async function tsProtoFromRoot(protoRoot: string, fileToGenerate: readonly string[], extraOptions: readonly string[] = []): Promise<TsProtoResult> {
  const built = await runBufAsync(protoRoot, ["build", "--as-file-descriptor-set", "-o", "-#format=binpb"]);
  if (built.code !== 0) return { ok: false, message: `buf build failed (exit ${built.code}): ${built.stderr.trim()}` };
  const parameter = [...TS_PROTO_OPTIONS, ...extraOptions].join(",");
  try {
    return { ok: true, files: await runTsProtoPlugin(codeGeneratorRequest(built.bytes, fileToGenerate, parameter)) };
  } catch (error) {
    return { ok: false, message: `ts-proto failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` };
  }
}

/**
 * The ts-proto TypeScript for a set of emitted proto-root files (paths relative to the proto root, buf.yaml
 * among them), compiled from a temp dir: no protoc, nothing written next to the user's files.
 */
export async function compileTsProto(protoFiles: readonly GeneratedFile[], extraOptions: readonly string[] = []): Promise<TsProtoResult> {
  const tmp = mkdtempSync(join(tmpdir(), "toolwire-ts-proto-"));
  try {
    writeTree(tmp, protoFiles);
    return await tsProtoFromRoot(tmp, protoSources(protoFiles), extraOptions);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The .proto paths among emitted proto-root files: the files ts-proto is asked to generate. */
export function protoSources(protoFiles: readonly GeneratedFile[]): string[] {
  return protoFiles.filter((f) => f.path.endsWith(".proto")).map((f) => f.path);
}

/** Writes files under a scratch root (temp dirs only; output folders are written by the shared writer). */
export function writeTree(root: string, files: readonly GeneratedFile[]): void {
  for (const f of files) {
    const path = join(root, f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.content);
  }
}

/** Every file under `dir` (tool state such as node_modules and dot folders left out), relative, sorted. */
export function listFiles(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    const path = join(dir, entry);
    const relPath = prefix ? `${prefix}/${entry}` : entry;
    if (statSync(path).isDirectory()) out.push(...listFiles(path, relPath));
    else out.push(relPath);
  }
  return out;
}
