/** `bun run test`'s first step: the Debian packages the suite needs, installed as root or named in one line otherwise. */
import { expect, test } from "bun:test";
import { join, resolve } from "node:path";
import { plan, REQUIREMENTS } from "../../../../scripts/ensure-test-deps.ts";

const SCRIPT = resolve(import.meta.dir, "../../../../scripts/ensure-test-deps.ts");

test("the decision: nothing missing is ok, root installs, anyone else gets the one line to run", () => {
  expect(plan([], false)).toEqual({ kind: "ok" });
  expect(plan([], true)).toEqual({ kind: "ok" });
  expect(plan(["ripgrep", "bubblewrap"], true)).toEqual({ kind: "install", packages: ["ripgrep", "bubblewrap"] });
  expect(plan(["ripgrep", "bubblewrap"], false)).toEqual({ kind: "stop", line: "sudo apt-get update && sudo apt-get install -y ripgrep bubblewrap" });
  expect(REQUIREMENTS.map((r) => r.pkg)).toEqual(expect.arrayContaining(["bubblewrap", "chromium", "postgresql", "protobuf-compiler", "ripgrep"]));
});

test("here (packages installed) it passes through; as a non-root user missing tools it stops at once with the apt-get line", () => {
  const ok = Bun.spawnSync([process.execPath, SCRIPT], { stderr: "pipe" });
  expect(ok.exitCode).toBe(0);
  const setpriv = Bun.which("setpriv");
  if (!setpriv || process.getuid?.() !== 0) return console.error("ensure-test-deps: non-root run skipped (needs root and setpriv to become another user)");
  // Another user, with a PATH where none of the tools are: the script names what is missing and how to get it.
  const stopped = Bun.spawnSync([setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", process.execPath, SCRIPT], { env: { PATH: "/nonexistent", HOME: "/tmp" }, stderr: "pipe", cwd: join(import.meta.dir) });
  const err = stopped.stderr.toString();
  expect(stopped.exitCode).toBe(1);
  expect(err).toContain("sudo apt-get update && sudo apt-get install -y");
  expect(err).toContain("bubblewrap");
});
