import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { bufGenYaml } from "../emit/proto/buf-config.ts";
import { runBuf, tsProtoPluginPath, type ToolRun } from "./tools.ts";

/**
 * `buf generate` with the ts-proto plugin from npm on the .proto files in `protoRoot` (which holds buf.yaml),
 * writing TypeScript to `outDir`. The template lives in a scratch file so its absolute paths never reach output.
 */
export function runTsProto(protoRoot: string, outDir: string, scratch: string, extraOptions: readonly string[] = []): ToolRun {
  const template = join(scratch, "buf.gen.yaml");
  writeFileSync(template, bufGenYaml(tsProtoPluginPath(), outDir, extraOptions));
  return runBuf(protoRoot, ["generate", "--template", template]);
}

/**
 * The ts-proto TypeScript for a set of emitted proto-root files (paths relative to the proto root, buf.yaml
 * among them), compiled in a temp dir: no protoc, nothing written next to the user's files.
 */
export function compileTsProto(
  protoFiles: readonly GeneratedFile[],
  extraOptions: readonly string[] = [],
): { ok: true; files: GeneratedFile[] } | { ok: false; message: string } {
  const tmp = mkdtempSync(join(tmpdir(), "toolwire-ts-proto-"));
  try {
    const protoRoot = join(tmp, "proto");
    const out = join(tmp, "ts");
    writeTree(protoRoot, protoFiles);
    const run = runTsProto(protoRoot, out, tmp, extraOptions);
    if (run.code !== 0) return { ok: false, message: `buf generate (ts-proto) failed (exit ${run.code}): ${(run.stderr || run.stdout).trim()}` };
    return { ok: true, files: listFiles(out).map((p) => ({ path: p, content: readFileSync(join(out, p), "utf8") })) };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
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
