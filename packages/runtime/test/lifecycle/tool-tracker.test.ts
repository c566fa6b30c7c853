import { describe, expect, test } from "bun:test";
import { createManualClock } from "../../src/clock/clock.ts";
import { NotFoundError } from "../../src/errors/runtime-error.ts";
import { IllegalTransitionError } from "../../src/lifecycle/lifecycle-errors.ts";
import type { ToolPartUpdatedEvent } from "../../src/lifecycle/tool-events.ts";
import { ABORTED_MESSAGE, createToolTracker, type StartInput } from "../../src/lifecycle/tool-tracker.ts";

function setup(options: Parameters<typeof createToolTracker>[0] = {}) {
  const clock = createManualClock(10_000);
  const tracker = createToolTracker({ clock, ...options });
  const events: ToolPartUpdatedEvent[] = [];
  tracker.subscribe((event) => events.push(event));
  return { clock, tracker, events };
}

let call = 0;
const start = (over: Partial<StartInput> = {}): StartInput => ({
  sessionID: "ses_1",
  messageID: "msg_1",
  callID: `call_${++call}`,
  tool: "bash",
  input: { command: "ls" },
  ...over,
});

describe("tool tracker", () => {
  test("start → run → complete, one event per change, metadata kept throughout", () => {
    const { tracker, events, clock } = setup();
    const part = tracker.start(start({ metadata: { agent: "build" } }));
    expect(part.id).toMatch(/^prt_/);
    clock.advance(5);
    tracker.run(part.id, { title: "ls", metadata: { stdout: "a" } });
    clock.advance(5);
    const done = tracker.complete(part.id, { output: "a\nb", metadata: { exit: 0 } });
    expect(done.state).toEqual({
      status: "completed",
      input: { command: "ls" },
      output: "a\nb",
      title: "ls",
      metadata: { stdout: "a", exit: 0 },
      time: { start: 10_005, end: 10_010 },
    });
    expect(done.metadata).toEqual({ agent: "build" });
    expect(events.map((e) => e.properties.part.state.status)).toEqual(["pending", "running", "completed"]);
    expect(events.every((e) => e.type === "message.part.updated")).toBe(true);
  });

  test("complete defaults the title to the running title, then the tool name", () => {
    const { tracker } = setup();
    const a = tracker.start(start());
    tracker.run(a.id);
    expect(tracker.complete(a.id, { output: "" }).state).toMatchObject({ title: "bash" });
  });

  test("an illegal transition throws, keeps the part and publishes nothing", () => {
    const { tracker, events } = setup();
    const part = tracker.start(start());
    tracker.fail(part.id, "denied");
    const before = tracker.get(part.id);
    const count = events.length;
    expect(() => tracker.run(part.id)).toThrow(IllegalTransitionError);
    expect(tracker.get(part.id)).toBe(before!);
    expect(events).toHaveLength(count);
  });

  test("unknown ids are NotFound for the convenience methods", () => {
    const { tracker } = setup();
    expect(() => tracker.run("prt_missing")).toThrow(NotFoundError);
    expect(() => tracker.complete("prt_missing", { output: "" })).toThrow(NotFoundError);
  });

  test("compact sets time.compacted on a completed part only", () => {
    const { tracker, clock } = setup();
    const part = tracker.start(start());
    tracker.run(part.id);
    tracker.complete(part.id, { output: "x", title: "t" });
    clock.advance(1_000);
    expect(tracker.compact(part.id).state).toMatchObject({ time: { compacted: 11_000 } });
    const other = tracker.start(start());
    expect(() => tracker.compact(other.id)).toThrow(IllegalTransitionError);
  });

  test("abort turns every non-terminal part of the session into error 'Tool execution aborted' with time.end", () => {
    const { tracker, clock } = setup();
    const p = tracker.start(start());
    const r = tracker.start(start());
    tracker.run(r.id, { metadata: { stdout: "partial" } });
    const done = tracker.start(start());
    tracker.run(done.id);
    tracker.complete(done.id, { output: "ok", title: "t" });
    const other = tracker.start(start({ sessionID: "ses_2" }));
    clock.advance(250);
    const aborted = tracker.abort("ses_1");
    expect(aborted.map((x) => x.id).sort()).toEqual([p.id, r.id].sort());
    expect(tracker.get(p.id)!.state).toEqual({ status: "error", input: { command: "ls" }, error: ABORTED_MESSAGE, time: { start: 10_000, end: 10_250 } });
    expect(tracker.get(r.id)!.state).toEqual({
      status: "error",
      input: { command: "ls" },
      error: ABORTED_MESSAGE,
      metadata: { stdout: "partial" },
      time: { start: 10_000, end: 10_250 },
    });
    expect(tracker.get(done.id)!.state.status).toBe("completed");
    expect(tracker.get(other.id)!.state.status).toBe("pending");
    expect(tracker.abort("ses_1")).toEqual([]);
  });

  test("stuck parts: past the category timeout they become error saying so; not a moment before", () => {
    const { tracker, clock } = setup();
    const read = tracker.start(start({ tool: "read" })); // file: 30 s
    const grep = tracker.start(start({ tool: "grep" })); // search: 60 s
    const bash = tracker.start(start({ tool: "bash" })); // development: 300 s
    const mcp = tracker.start(start({ tool: "mcp__github__search" })); // mcp: 120 s
    tracker.run(bash.id);
    clock.advance(30_000);
    expect(tracker.sweep()).toEqual([]);
    clock.advance(1);
    expect(tracker.sweep().map((p) => p.id)).toEqual([read.id]);
    expect((tracker.get(read.id)!.state as { error: string }).error).toBe(
      'Tool "read" was pending for longer than its file timeout of 30 s and was stopped',
    );
    clock.advance(30_000);
    expect(tracker.sweep().map((p) => p.id)).toEqual([grep.id]);
    clock.advance(60_000);
    expect(tracker.sweep().map((p) => p.id)).toEqual([mcp.id]);
    clock.advance(180_000);
    const [stuck] = tracker.sweep();
    expect(stuck!.id).toBe(bash.id);
    expect(stuck!.state).toMatchObject({ status: "error", error: 'Tool "bash" was running for longer than its development timeout of 300 s and was stopped', time: { start: 10_000 } });
  });

  test("the timeout counts from entering the current status", () => {
    const { tracker, clock } = setup();
    const part = tracker.start(start({ tool: "read" }));
    clock.advance(29_000);
    tracker.run(part.id);
    clock.advance(29_000);
    expect(tracker.sweep()).toEqual([]);
  });

  test("timeouts are configurable per category, per tool, per MCP server and via ToolInfo", () => {
    const { tracker, clock } = setup({
      timeouts: {
        categories: { file: 1_000 },
        tools: { bash: 500 },
        mcpServers: ["weather"],
        toolInfo: [{ name: "deploy", description: "", inputSchema: {}, outputSchema: {}, categories: ["search"], permissions: [] }],
        defaultMs: 2_000,
      },
    });
    const read = tracker.start(start({ tool: "read" }));
    const bash = tracker.start(start({ tool: "bash" }));
    const weather = tracker.start(start({ tool: "weather_forecast" }));
    const deploy = tracker.start(start({ tool: "deploy" }));
    const unknown = tracker.start(start({ tool: "frobnicate" }));
    clock.advance(501);
    expect(tracker.sweep().map((p) => p.id)).toEqual([bash.id]);
    clock.advance(500);
    expect(tracker.sweep().map((p) => p.id)).toEqual([read.id]);
    clock.advance(1_000);
    expect(tracker.sweep().map((p) => p.id)).toEqual([unknown.id]);
    clock.advance(60_000);
    expect(tracker.sweep().map((p) => p.id)).toEqual([deploy.id]);
    clock.advance(60_000);
    expect(tracker.sweep().map((p) => p.id)).toEqual([weather.id]);
  });

  test("update creates parts from streaming events and merges later ones", () => {
    const { tracker } = setup();
    const part = tracker.update({ id: "prt_x", sessionID: "ses_1", messageID: "msg_1", callID: "c", tool: "edit", state: { status: "pending", input: {} } });
    tracker.update({ id: "prt_x", tool: "invalid", state: { status: "running", metadata: { a: 1 } } });
    expect(tracker.get(part.id)).toMatchObject({ tool: "edit", state: { status: "running", metadata: { a: 1 } } });
    expect(tracker.list("ses_1")).toHaveLength(1);
    expect(tracker.list("ses_2")).toHaveLength(0);
  });

  test("finished parts beyond the retention limit are forgotten oldest first", () => {
    const { tracker } = setup({ retainTerminal: 2 });
    const ids = [1, 2, 3].map(() => {
      const p = tracker.start(start());
      tracker.fail(p.id, "x");
      return p.id;
    });
    expect(tracker.get(ids[0]!)).toBeUndefined();
    expect(tracker.get(ids[2]!)).toBeDefined();
  });

  test("startSweeping runs the sweep on an interval until stopped", async () => {
    const { tracker, clock } = setup({ timeouts: { tools: { bash: 10 } } });
    const part = tracker.start(start());
    clock.advance(11);
    const stop = tracker.startSweeping(5);
    await Bun.sleep(30);
    stop();
    expect(tracker.get(part.id)!.state.status).toBe("error");
  });
});
