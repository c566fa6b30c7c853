import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { arch, endianness } from "node:os";
import { basename, dirname, join } from "node:path";

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

/** The platform packages `@bufbuild/buf` lists as optional dependencies, by `platform arch endianness`. */
const BUF_PLATFORMS: Readonly<Record<string, string>> = {
  "darwin arm64 LE": "@bufbuild/buf-darwin-arm64",
  "darwin x64 LE": "@bufbuild/buf-darwin-x64",
  "linux arm64 LE": "@bufbuild/buf-linux-aarch64",
  "linux arm LE": "@bufbuild/buf-linux-armv7",
  "linux x64 LE": "@bufbuild/buf-linux-x64",
  "win32 arm64 LE": "@bufbuild/buf-win32-arm64",
  "win32 x64 LE": "@bufbuild/buf-win32-x64",
};

let resolvedBuf: string | undefined;

/**
 * The buf binary itself, found the way the `@bufbuild/buf` launcher finds it (its platform package, else the binary its
 * install script downloaded), so each run starts one Go process instead of node plus buf; the launcher when neither is there.
 */
export function bufPath(): string {
  resolvedBuf ??= findBufBinary() ?? packageBin("@bufbuild/buf", "buf");
  return resolvedBuf;
}

function findBufBinary(): string | undefined {
  const pkg = BUF_PLATFORMS[`${process.platform} ${arch()} ${endianness()}`];
  if (!pkg) return undefined;
  const subpath = `bin/buf${process.platform === "win32" ? ".exe" : ""}`;
  const fromBuf = createRequire(require.resolve("@bufbuild/buf/package.json"));
  try {
    return fromBuf.resolve(`${pkg}/${subpath}`);
  } catch {
    const downloaded = join(dirname(fromBuf.resolve("@bufbuild/buf")), `downloaded-${pkg.replace("/", "-")}-${basename(subpath)}`);
    return existsSync(downloaded) ? downloaded : undefined;
  }
}

/** The ts-proto plugin from the `ts-proto` package. */
export function tsProtoPluginPath(): string {
  return packageBin("ts-proto", "protoc-gen-ts_proto");
}

/** Where Debian's `protobuf-compiler` puts the well-known types (`google/protobuf/struct.proto`). */
export function protocIncludeDir(): string | undefined {
  return ["/usr/include", "/usr/local/include"].find((d) => existsSync(join(d, "google", "protobuf", "struct.proto")));
}

/** The environment every tool runs with: the caller's, without colour codes in what it prints. */
const toolEnv = () => ({ ...process.env, NO_COLOR: "1" });

/** Runs a command to completion; never throws for a non-zero exit (the caller decides). Works under Node and Bun. */
export function runTool(command: string, args: readonly string[], cwd: string): ToolRun {
  const proc = spawnSync(command, args, { cwd, encoding: "utf8", env: toolEnv(), maxBuffer: 64 * 1024 * 1024 });
  if (proc.error) return { code: 127, stdout: "", stderr: `${command}: ${proc.error.message}` };
  return { code: proc.status ?? 1, stdout: proc.stdout ?? "", stderr: proc.stderr ?? "" };
}

/** Runs buf in `protoRoot` (a directory with buf.yaml). */
export function runBuf(protoRoot: string, args: readonly string[]): ToolRun {
  return runTool(bufPath(), args, protoRoot);
}

/** Like {@link runTool} but without blocking, so independent tools run side by side; stdout comes back as bytes. */
export function runToolAsync(command: string, args: readonly string[], cwd: string): Promise<ToolRun & { readonly bytes: Uint8Array }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: toolEnv() });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", (e) => done({ code: 127, stdout: "", stderr: `${command}: ${e.message}`, bytes: new Uint8Array() }));
    child.on("close", (code) => {
      const bytes = Buffer.concat(out);
      done({ code: code ?? 1, stdout: bytes.toString("utf8"), stderr: Buffer.concat(err).toString("utf8"), bytes });
    });
  });
}

/** {@link runBuf} without blocking. */
export function runBufAsync(protoRoot: string, args: readonly string[]): Promise<ToolRun & { readonly bytes: Uint8Array }> {
  return runToolAsync(bufPath(), args, protoRoot);
}
