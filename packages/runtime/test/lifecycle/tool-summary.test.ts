import { describe, expect, test } from "bun:test";
import type { ToolPart } from "@generated/validators/toolPart";
import { MAX_ERROR_LENGTH, summarizeToolPart, truncateText } from "../../src/lifecycle/tool-summary.ts";

describe("summaries", () => {
  test("truncate error text to 200 characters while the record keeps it whole", () => {
    const error = "e".repeat(1_000);
    const part: ToolPart = {
      id: "prt_1",
      sessionID: "ses_1",
      messageID: "msg_1",
      type: "tool",
      callID: "call_1",
      tool: "bash",
      state: { status: "error", input: { command: "x" }, error, time: { start: 1, end: 2 } },
    };
    const summary = summarizeToolPart(part);
    expect(summary.error).toHaveLength(MAX_ERROR_LENGTH);
    expect(summary.error!.endsWith("...")).toBe(true);
    expect((part.state as { error: string }).error).toHaveLength(1_000);
    expect(summary).toMatchObject({ type: "tool", tool: "bash", status: "error", input: { command: "x" }, metadata: {}, callID: "call_1", messageID: "msg_1" });
  });

  test("short text is untouched; surrogate pairs are never split", () => {
    expect(truncateText("short")).toBe("short");
    expect(truncateText("x".repeat(200))).toHaveLength(200);
    const emoji = "😀".repeat(300);
    const cut = truncateText(emoji);
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut).not.toContain("\uFFFD");
  });

  test("completed parts show title, output and metadata", () => {
    const part: ToolPart = {
      id: "prt_1",
      sessionID: "ses_1",
      messageID: "msg_1",
      type: "tool",
      callID: "call_1",
      tool: "edit",
      state: { status: "completed", input: {}, output: "Edited", title: "Edited /INDEX.md", metadata: { diff: "+" }, time: { start: 1, end: 2 } },
    };
    expect(summarizeToolPart(part)).toEqual({
      type: "tool",
      tool: "edit",
      status: "completed",
      title: "Edited /INDEX.md",
      input: {},
      metadata: { diff: "+" },
      output: "Edited",
      callID: "call_1",
      messageID: "msg_1",
    });
  });
});
