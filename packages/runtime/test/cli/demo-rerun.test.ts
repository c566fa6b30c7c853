/**
 * `bun run demo` against an existing server whose rules already decide the ask: no prompt is
 * shown, so the demo must not wait for a `permission.replied` that never comes.
 */
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";

const DEMO = join(import.meta.dir, "..", "..", "src", "cli", "demo.ts");
const TOKEN = "demo-token";
const RUN_BOUND_MS = 10_000;
const servers: ServerProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A `bun run serve` on free loopback ports, with an optional OpenCode `permission` block. */
async function server(permission?: unknown): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-demo-it-"));
  dirs.push(dir);
  if (permission !== undefined) writeFileSync(join(dir, "permission.json"), JSON.stringify(permission));
  const started = await spawnServer(dir, { TOOLWIRE_TOKEN: TOKEN });
  servers.push(started);
  return started;
}

/** Runs the demo against `target`, killed after RUN_BOUND_MS so a hang fails the test instead of stalling it. */
async function demo(target: ServerProcess): Promise<{ code: number | null; out: string; err: string; ms: number }> {
  const started = performance.now();
  const proc = Bun.spawn(["bun", DEMO, "--grpc", target.grpcTarget, "--http", target.httpUrl, "--token", TOKEN], { stdout: "pipe", stderr: "pipe" });
  const timer = setTimeout(() => proc.kill("SIGKILL"), RUN_BOUND_MS);
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  await proc.exited;
  clearTimeout(timer);
  return { code: proc.signalCode ? null : proc.exitCode, out, err, ms: performance.now() - started };
}

function expectInOrder(out: string, steps: readonly string[]) {
  let at = 0;
  for (const step of steps) {
    const found = out.indexOf(step, at);
    expect(found, `${step} after position ${at} in:\n${out}`).toBeGreaterThanOrEqual(0);
    at = found;
  }
}

test("the demo run twice against the same server: the second is allowed by the first run's approval, without a prompt", async () => {
  const target = await server();
  const first = await demo(target);
  expect(first.err).toBe("");
  expect(first.code).toBe(0);
  expectInOrder(first.out, ["permission.asked", 'answers "always"', "AskPermission → allowed (reply always)", "bash completed"]);

  const second = await demo(target);
  expect(second.err).toBe("");
  expect(second.code).toBe(0);
  expect(second.ms).toBeLessThan(RUN_BOUND_MS);
  expect(second.out).not.toContain("permission.asked");
  expectInOrder(second.out, [
    'AskPermission → allowed without a prompt: decided by approval rule "git *" → allow',
    "bash running",
    "bash completed",
    "done: pending → (allowed by a rule, no prompt) → running → completed.",
  ]);
}, 30_000);

test("config denying bash: the demo prints the deny rule, fails the part and exits 0", async () => {
  const target = await server({ bash: "deny" });
  const run = await demo(target);
  expect(run.err).toBe("");
  expect(run.code).toBe(0);
  expect(run.out).not.toContain("permission.asked");
  expect(run.out).not.toContain("bash running");
  expectInOrder(run.out, [
    'AskPermission → denied without a prompt: decided by config rule "*" → deny',
    "bash error",
    "done: pending → (denied by a rule, no prompt) → error.",
  ]);
}, 30_000);
