import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createManualClock } from "../../src/clock/clock.ts";
import { type RuntimeServer, startRuntimeServer } from "../../src/server/runtime-server.ts";
import { parseServeOptions } from "../../src/server/serve-options.ts";

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The server exactly as `bun run serve` starts it from these flags, but in-process on a manual clock and free loopback ports. */
async function serveWith(argv: readonly string[]): Promise<{ server: RuntimeServer; clock: ReturnType<typeof createManualClock> }> {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-timeouts-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const options = parseServeOptions(["--grpc-port", "0", "--http-port", "0", "--data-dir", dir, ...argv]);
  const clock = createManualClock(0);
  // A long sweep interval: the test sweeps by hand, after moving the clock.
  const server = await startRuntimeServer({ ...options, env: { TOOLWIRE_TOKEN: "t" }, clock, sweepIntervalMs: 3_600_000, log: () => {} });
  cleanup.push(() => server.stop());
  return { server, clock };
}

const startTool = (server: RuntimeServer, tool: string) =>
  server.tracker.start({ sessionID: "ses_1", messageID: "msg_1", callID: `call_${tool}`, tool, input: {} });

test("--timeout file=2 reaches the server's tracker: a read part stuck 2.001 s is failed, others keep their defaults", async () => {
  const { server, clock } = await serveWith(["--timeout", "file=2", "--timeout", "search=5"]);
  const read = startTool(server, "read");
  const grep = startTool(server, "grep");
  const bash = startTool(server, "bash");
  clock.advance(2_000);
  expect(server.tracker.sweep()).toEqual([]);
  clock.advance(1);
  expect(server.tracker.sweep().map((part) => part.id)).toEqual([read.id]);
  expect((server.tracker.get(read.id)!.state as { error: string }).error).toBe(
    'Tool "read" was pending for longer than its file timeout of 2 s and was stopped',
  );
  clock.advance(3_000);
  expect(server.tracker.sweep().map((part) => part.id)).toEqual([grep.id]);
  clock.advance(290_000);
  expect(server.tracker.sweep()).toEqual([]); // bash (development) keeps its 300 s
  expect(server.tracker.get(bash.id)!.state.status).toBe("pending");
});

test("without --timeout the defaults hold (file 30 s)", async () => {
  const { server, clock } = await serveWith([]);
  const read = startTool(server, "read");
  clock.advance(29_999);
  expect(server.tracker.sweep()).toEqual([]);
  clock.advance(2);
  expect(server.tracker.sweep().map((part) => part.id)).toEqual([read.id]);
});
