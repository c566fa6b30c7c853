#!/usr/bin/env bun
/**
 * First step of `bun run test`: the Debian packages the test suite runs for real (protoc, ripgrep,
 * Chromium, Python gRPC, PostgreSQL, bubblewrap). Missing ones are installed with apt-get when
 * this runs as root (as CI does); otherwise it stops at once with the one line to run.
 */
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

/** One package the suite needs and how to tell it is there. */
export interface Requirement {
  readonly pkg: string;
  readonly why: string;
  present(): boolean;
}

const onPath = (command: string) => () => Bun.which(command) !== null;

/** What the suite needs from Debian. */
export const REQUIREMENTS: readonly Requirement[] = [
  { pkg: "protobuf-compiler", why: "every emitted .proto also compiles with protoc", present: onPath("protoc") },
  { pkg: "ripgrep", why: "grep's ripgrep path is tested against the JS search", present: onPath("rg") },
  { pkg: "chromium", why: "browser tests (client SDK, web console) drive headless Chromium", present: () => existsSync("/usr/bin/chromium") },
  { pkg: "python3-grpcio", why: "the Python gRPC client example", present: () => spawnSync("/usr/bin/python3", ["-c", "import grpc"]).status === 0 },
  { pkg: "python3-protobuf", why: "the Python gRPC client example", present: () => spawnSync("/usr/bin/python3", ["-c", "import google.protobuf"]).status === 0 },
  { pkg: "protobuf-compiler-grpc", why: "the Python gRPC client example's stubs", present: onPath("grpc_python_plugin") },
  { pkg: "postgresql", why: "replica tests start a throwaway cluster", present: () => existsSync("/usr/lib/postgresql") && readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) },
  { pkg: "bubblewrap", why: "tools run sandboxed; the sandbox's attack tests", present: onPath("bwrap") },
];

/** What to do about the missing packages. */
export type Plan = { readonly kind: "ok" } | { readonly kind: "install"; readonly packages: readonly string[] } | { readonly kind: "stop"; readonly line: string };

/** Decides: nothing missing → ok; root → install them; otherwise stop with the one command to run. */
export function plan(missing: readonly string[], isRoot: boolean): Plan {
  if (missing.length === 0) return { kind: "ok" };
  if (isRoot) return { kind: "install", packages: missing };
  return { kind: "stop", line: `sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}` };
}

function main(): number {
  const missing = REQUIREMENTS.filter((r) => !r.present());
  const decision = plan(
    missing.map((r) => r.pkg),
    process.getuid?.() === 0,
  );
  switch (decision.kind) {
    case "ok":
      return 0;
    case "stop":
      console.error(`The test suite needs Debian packages that are missing:\n${missing.map((r) => `  ${r.pkg}: ${r.why}`).join("\n")}\nRun:\n  ${decision.line}`);
      return 1;
    case "install": {
      console.error(`installing the test suite's Debian packages: ${decision.packages.join(" ")}`);
      const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
      for (const args of [["update", "-qq"], ["install", "-y", "-qq", ...decision.packages]]) {
        const run = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
        if (run.status !== 0) {
          console.error(`apt-get ${args[0]} failed (exit ${run.status}); run it by hand: apt-get install -y ${decision.packages.join(" ")}`);
          return 1;
        }
      }
      const still = REQUIREMENTS.filter((r) => !r.present()).map((r) => r.pkg);
      if (still.length > 0) {
        console.error(`still missing after apt-get: ${still.join(" ")}`);
        return 1;
      }
      return 0;
    }
    default: {
      const never: never = decision;
      return never;
    }
  }
}

if (import.meta.main) process.exit(main());
