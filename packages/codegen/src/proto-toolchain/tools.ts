import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Result of running an external tool. */
export interface ToolRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

// Resolved like any import, so the tools are found wherever npm, pnpm or bun put this package's dependencies
// (a workspace, a project's node_modules, a global install); nothing is downloaded at run time.
const require = createRequire(import.meta.url);

function packageBin(pkg: string, bin: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const bins = (require(manifest) as { bin?: Record<string, string> }).bin ?? {};
  return join(dirname(manifest), bins[bin] ?? bin);
}

/** The buf launcher shipped by the `@bufbuild/buf` package (it picks the platform binary package). */
export function bufPath(): string {
  return packageBin("@bufbuild/buf", "buf");
}

/** The ts-proto plugin from the `ts-proto` package. */
export function tsProtoPluginPath(): string {
  return packageBin("ts-proto", "protoc-gen-ts_proto");
}

/** Where Debian's `protobuf-compiler` puts the well-known types (`google/protobuf/struct.proto`). */
export function protocIncludeDir(): string | undefined {
  return ["/usr/include", "/usr/local/include"].find((d) => existsSync(join(d, "google", "protobuf", "struct.proto")));
}

/** Runs a command to completion; never throws for a non-zero exit (the caller decides). Works under Node and Bun. */
export function runTool(command: string, args: readonly string[], cwd: string): ToolRun {
  const proc = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024 });
  if (proc.error) return { code: 127, stdout: "", stderr: `${command}: ${proc.error.message}` };
  return { code: proc.status ?? 1, stdout: proc.stdout ?? "", stderr: proc.stderr ?? "" };
}

/** Runs buf in `protoRoot` (a directory with buf.yaml). */
export function runBuf(protoRoot: string, args: readonly string[]): ToolRun {
  return runTool(bufPath(), args, protoRoot);
}
