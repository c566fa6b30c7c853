import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Result of running an external tool. */
export interface ToolRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const CODEGEN_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The buf binary shipped by the `@bufbuild/buf` package (installed by `bun install`, no download at run time). */
export function bufPath(): string {
  return join(CODEGEN_ROOT, "node_modules", ".bin", "buf");
}

/** The ts-proto plugin from the `ts-proto` package. */
export function tsProtoPluginPath(): string {
  return join(CODEGEN_ROOT, "node_modules", ".bin", "protoc-gen-ts_proto");
}

/** Where Debian's `protobuf-compiler` puts the well-known types (`google/protobuf/struct.proto`). */
export function protocIncludeDir(): string | undefined {
  return ["/usr/include", "/usr/local/include"].find((d) => existsSync(join(d, "google", "protobuf", "struct.proto")));
}

/** Runs a command to completion; never throws for a non-zero exit (the caller decides). */
export function runTool(command: string, args: readonly string[], cwd: string): ToolRun {
  const proc = Bun.spawnSync([command, ...args], { cwd, stdout: "pipe", stderr: "pipe", env: { ...process.env, NO_COLOR: "1" } });
  return { code: proc.exitCode ?? 1, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
}

/** Runs buf in `protoRoot` (a directory with buf.yaml). */
export function runBuf(protoRoot: string, args: readonly string[]): ToolRun {
  return runTool(bufPath(), args, protoRoot);
}
