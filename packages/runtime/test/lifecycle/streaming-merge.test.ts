import { describe, expect, test } from "bun:test";
import type { ToolPart } from "@generated/validators/toolPart";
import { InvalidArgumentError } from "../../src/errors/runtime-error.ts";
import { IllegalTransitionError } from "../../src/lifecycle/lifecycle-errors.ts";
import { isBlank, mergeToolPart } from "../../src/lifecycle/streaming-merge.ts";
import type { ToolPartUpdate } from "../../src/lifecycle/tool-part-update.ts";

const NOW = 1_000;
const ctx = (now = NOW, pendingSince?: number) => ({ now, ...(pendingSince !== undefined ? { pendingSince } : {}) });

const base = { id: "prt_1", sessionID: "ses_1", messageID: "msg_1", type: "tool", callID: "call_1", tool: "edit" } as const;

function pending(): ToolPart {
  return mergeToolPart(undefined, { ...base, state: { status: "pending", input: { file: "a.ts" }, raw: "{}" } }, ctx());
}

function chain(...updates: ToolPartUpdate[]): ToolPart {
  let part = pending();
  let now = NOW;
  for (const update of updates) part = mergeToolPart(part, update, ctx((now += 100), NOW));
  return part;
}

describe("creation", () => {
  test("a new part is validated and gets defaults", () => {
    expect(pending()).toEqual({ ...base, state: { status: "pending", input: { file: "a.ts" }, raw: "{}" } });
  });

  test("a status-less first update is pending", () => {
    const part = mergeToolPart(undefined, { ...base, state: { input: {} } }, ctx());
    expect(part.state.status).toBe("pending");
  });

  test("an invalid part is refused with the validator's path", () => {
    const error = (() => {
      try {
        mergeToolPart(undefined, { ...base, sessionID: "bad", state: { status: "pending" } }, ctx());
      } catch (e) {
        return e as InvalidArgumentError;
      }
    })();
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error!.message).toContain("sessionID");
  });

  test("a non-object update or state is refused", () => {
    expect(() => mergeToolPart(undefined, "x" as never, ctx())).toThrow(InvalidArgumentError);
    expect(() => mergeToolPart(pending(), { id: "prt_1", state: [] as never }, ctx())).toThrow(InvalidArgumentError);
  });
});

describe("streaming merge (ruby-tool-part semantics)", () => {
  test("omitted or blank fields keep their previous value", () => {
    const running = chain({ id: "prt_1", state: { status: "running", title: "Editing a.ts", metadata: { diff: "+1" } } });
    const next = mergeToolPart(running, { id: "prt_1", state: { title: "", input: {}, metadata: {} } }, ctx(2_000));
    expect(next.state).toEqual({ status: "running", input: { file: "a.ts" }, title: "Editing a.ts", metadata: { diff: "+1" }, time: { start: 1_100 } });
    const whitespace = mergeToolPart(running, { id: "prt_1", state: { title: "   " } }, ctx(2_000));
    expect((whitespace.state as { title?: string }).title).toBe("Editing a.ts");
  });

  test("metadata survives pending → running → completed (merged, not replaced)", () => {
    const part = chain(
      { id: "prt_1", metadata: { source: "agent" }, state: { status: "running", metadata: { preview: "p" } } },
      { id: "prt_1", state: { status: "running", metadata: { diff: "+1" } } },
      { id: "prt_1", metadata: { turn: 2 }, state: { status: "completed", output: "ok", title: "Edited a.ts", metadata: { lines: 1 } } },
    );
    expect(part.state).toEqual({
      status: "completed",
      input: { file: "a.ts" },
      output: "ok",
      title: "Edited a.ts",
      metadata: { preview: "p", diff: "+1", lines: 1 },
      time: { start: 1_100, end: 1_300 },
    });
    expect(part.metadata).toEqual({ source: "agent", turn: 2 });
  });

  test("metadata survives running → error", () => {
    const part = chain(
      { id: "prt_1", state: { status: "running", metadata: { stdout: "partial" } } },
      { id: "prt_1", state: { status: "error", error: "boom" } },
    );
    expect(part.state).toEqual({ status: "error", input: { file: "a.ts" }, error: "boom", metadata: { stdout: "partial" }, time: { start: 1_100, end: 1_200 } });
  });

  test('the tool name is never overwritten by "invalid", but other renames apply', () => {
    expect(chain({ id: "prt_1", tool: "invalid" }).tool).toBe("edit");
    expect(chain({ id: "prt_1", tool: "" }).tool).toBe("edit");
    expect(chain({ id: "prt_1", tool: "write" }).tool).toBe("write");
  });

  test('a part first seen as "invalid" keeps that name until a real one arrives', () => {
    const part = mergeToolPart(undefined, { ...base, tool: "invalid", state: { status: "pending", input: {} } }, ctx());
    expect(part.tool).toBe("invalid");
    expect(mergeToolPart(part, { id: "prt_1", tool: "read" }, ctx()).tool).toBe("read");
  });

  test("callID and messageID are read from the part first, then from the state (pre-1.15 OpenCode)", () => {
    const fromState = mergeToolPart(
      undefined,
      { id: "prt_2", sessionID: "ses_1", tool: "read", state: { status: "pending", input: {}, callID: "call_s", messageID: "msg_s" } },
      ctx(),
    );
    expect([fromState.callID, fromState.messageID]).toEqual(["call_s", "msg_s"]);
    const both = mergeToolPart(fromState, { id: "prt_2", callID: "call_p", state: { callID: "call_x", messageID: "msg_x" } }, ctx());
    expect([both.callID, both.messageID]).toEqual(["call_p", "msg_x"]);
    const neither = mergeToolPart(both, { id: "prt_2", state: { status: "pending" } }, ctx());
    expect([neither.callID, neither.messageID]).toEqual(["call_p", "msg_x"]);
  });

  test("the error text is kept whole in the record", () => {
    const long = "x".repeat(5_000);
    const part = chain({ id: "prt_1", state: { status: "error", error: long } });
    expect((part.state as { error: string }).error).toHaveLength(5_000);
  });

  test("time: running starts now, terminal ends now; pending → error starts when the part was created", () => {
    const running = chain({ id: "prt_1", state: { status: "running" } });
    expect(running.state).toMatchObject({ time: { start: 1_100 } });
    const failed = mergeToolPart(pending(), { id: "prt_1", state: { status: "error", error: "denied" } }, ctx(5_000, 900));
    expect(failed.state).toMatchObject({ time: { start: 900, end: 5_000 } });
    const explicit = mergeToolPart(pending(), { id: "prt_1", state: { status: "running", time: { start: 42 } } }, ctx());
    expect(explicit.state).toMatchObject({ time: { start: 42 } });
  });

  test("the id and session of a part cannot change", () => {
    expect(() => mergeToolPart(pending(), { id: "prt_other" }, ctx())).toThrow(InvalidArgumentError);
    expect(() => mergeToolPart(pending(), { id: "prt_1", sessionID: "ses_2" }, ctx())).toThrow(/another session/);
  });
});

describe("transitions", () => {
  const legal: [string, ToolPartUpdate[]][] = [
    ["pending → running", [{ state: { status: "running" } }]],
    ["pending → error", [{ state: { status: "error", error: "denied" } }]],
    ["running → completed", [{ state: { status: "running" } }, { state: { status: "completed", output: "", title: "t" } }]],
    ["running → error", [{ state: { status: "running" } }, { state: { status: "error", error: "e" } }]],
  ];
  for (const [name, updates] of legal) {
    test(`${name} is legal`, () => {
      expect(() => chain(...updates.map((u) => ({ id: "prt_1", ...u })))).not.toThrow();
    });
  }

  test("pending → completed is illegal and the part is unchanged", () => {
    const part = pending();
    const snapshot = structuredClone(part);
    expect(() => mergeToolPart(part, { id: "prt_1", state: { status: "completed", output: "x", title: "t" } }, ctx())).toThrow(IllegalTransitionError);
    expect(part).toEqual(snapshot);
  });

  const completed = () => chain({ id: "prt_1", state: { status: "running" } }, { id: "prt_1", state: { status: "completed", output: "ok", title: "t" } });
  const errored = () => chain({ id: "prt_1", state: { status: "error", error: "e" } });

  for (const target of ["pending", "running", "error"] as const) {
    test(`completed → ${target} is illegal (typed error, part unchanged)`, () => {
      const part = completed();
      const snapshot = structuredClone(part);
      const error = (() => {
        try {
          mergeToolPart(part, { id: "prt_1", state: { status: target, error: "x" } }, ctx());
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(IllegalTransitionError);
      expect((error as IllegalTransitionError).code).toBe("FAILED_PRECONDITION");
      expect(part).toEqual(snapshot);
    });
  }

  for (const target of ["pending", "running", "completed"] as const) {
    test(`error → ${target} is illegal`, () => {
      expect(() => mergeToolPart(errored(), { id: "prt_1", state: { status: target, output: "x", title: "t" } }, ctx())).toThrow(IllegalTransitionError);
    });
  }

  test("a completed part may only gain time.compacted", () => {
    const part = completed();
    const compacted = mergeToolPart(part, { id: "prt_1", state: { time: { compacted: 9_999 } } }, ctx());
    expect(compacted.state).toMatchObject({ status: "completed", time: { start: 1_100, end: 1_200, compacted: 9_999 } });
    expect(() => mergeToolPart(part, { id: "prt_1", state: { output: "changed" } }, ctx())).toThrow(IllegalTransitionError);
    expect(() => mergeToolPart(part, { id: "prt_1", state: { metadata: { late: true } } }, ctx())).toThrow(IllegalTransitionError);
    expect(() => mergeToolPart(part, { id: "prt_1", state: { time: { end: 1 } } }, ctx())).toThrow(IllegalTransitionError);
  });

  test("an identical repeat of a terminal part is a no-op (streams replay)", () => {
    const part = completed();
    expect(mergeToolPart(part, structuredClone(part), ctx(99_999))).toBe(part);
    const failed = errored();
    expect(mergeToolPart(failed, { id: "prt_1", state: { status: "error" } }, ctx(99_999))).toBe(failed);
  });

  test("a completed part without a title is refused by the validator", () => {
    expect(() => chain({ id: "prt_1", state: { status: "running" } }, { id: "prt_1", state: { status: "completed", output: "x" } })).toThrow(/state/);
  });
});

describe("isBlank (Ruby present?)", () => {
  test("blank values", () => {
    for (const value of [undefined, null, "", "  \n", [], {}]) expect(isBlank(value)).toBe(true);
  });
  test("present values", () => {
    for (const value of ["x", 0, false, [0], { a: undefined }]) expect(isBlank(value)).toBe(false);
  });
});
