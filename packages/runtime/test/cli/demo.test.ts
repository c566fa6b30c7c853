import { expect, test } from "bun:test";
import { join } from "node:path";

test("bun run demo walks a tool call through ask → reply → running → completed", async () => {
  const proc = Bun.spawn(["bun", join(import.meta.dir, "..", "..", "src", "cli", "demo.ts")], { stdout: "pipe", stderr: "pipe" });
  const timer = setTimeout(() => proc.kill("SIGKILL"), 30_000);
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  clearTimeout(timer);
  expect(err).toBe("");
  expect(code).toBe(0);
  const order = ["bash pending", "permission.asked", 'answers "always"', "AskPermission → allowed", "bash running", "bash completed", "decided by approval rule"];
  let at = 0;
  for (const step of order) {
    const found = out.indexOf(step, at);
    expect(found, `${step} after position ${at} in:\n${out}`).toBeGreaterThanOrEqual(0);
    at = found;
  }
}, 40_000);

test("bun run serve --help prints usage and exits 0; a bad flag exits 2", async () => {
  const serve = join(import.meta.dir, "..", "..", "src", "cli", "serve.ts");
  const help = Bun.spawnSync(["bun", serve, "--help"]);
  expect(help.exitCode).toBe(0);
  expect(help.stdout.toString()).toContain("--grpc-port");
  const bad = Bun.spawnSync(["bun", serve, "--grpc-port", "nope"]);
  expect(bad.exitCode).toBe(2);
  expect(bad.stderr.toString()).toContain("--grpc-port expects a port number");
  expect(help.stdout.toString()).toContain("--timeout <category>=<seconds>");
  const badTimeout = Bun.spawnSync(["bun", serve, "--timeout", "files=3"]);
  expect(badTimeout.exitCode).toBe(2);
  expect(badTimeout.stderr.toString()).toContain('--timeout: unknown category "files"');
  const zeroTimeout = Bun.spawnSync(["bun", serve, "--timeout", "file=0"]);
  expect(zeroTimeout.exitCode).toBe(2);
  expect(zeroTimeout.stderr.toString()).toContain("--timeout file expects a positive number of seconds");
});
