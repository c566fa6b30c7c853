import { beforeAll, describe, expect, test } from "bun:test";
import { acpRequestPermissionRequestSchema } from "@generated/validators/acpRequestPermissionRequest";
import { acpToolCallSchema } from "@generated/validators/acpToolCall";
import type { AcpToolCallLocation } from "@generated/validators/acpToolCallLocation";
import { acpToolCallUpdateSchema } from "@generated/validators/acpToolCallUpdate";
import type { AcpToolKind } from "@generated/validators/acpToolKind";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import { type ToolPart, toolPartSchema } from "@generated/validators/toolPart";
import fc from "fast-check";
import {
  applyToolCallUpdate,
  canonicalToolCall,
  minimalToolCallUpdate,
  outcomeForReply,
  permissionOptions,
  readToolCall,
  readToolCallUpdate,
  rememberableOf,
  replyForOutcome,
  requestPermissionParams,
  statusWhileAsking,
  type ToolCall,
  toolCallFromPart,
  toolCallFromUpdate,
  type ToolCallUpdate,
  toolCallUpdateFromToolCall,
  toolKindOf,
  toolPartUpdateFromToolCall,
} from "../../src/acp/index.ts";
import { createAcpChecker } from "../helpers/acp-schema.ts";

let ajvDef: (def: string) => (value: unknown) => boolean;
beforeAll(async () => {
  ajvDef = (await createAcpChecker()).ajvDef;
});

const KINDS: AcpToolKind[] = ["read", "edit", "delete", "move", "search", "execute", "think", "fetch", "switch_mode", "other"];
const STATUSES = ["pending", "in_progress", "completed", "failed"] as const;
const json = fc.jsonValue({ maxDepth: 2 });
const object = fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 3 });
const location: fc.Arbitrary<AcpToolCallLocation> = fc.record({ path: fc.string({ minLength: 1 }), line: fc.nat() }, { requiredKeys: ["path"] });
const contentItem = fc.oneof(
  fc.record({ type: fc.constant("content" as const), content: fc.record({ type: fc.constant("text" as const), text: fc.string() }) }),
  fc.record({ type: fc.constant("diff" as const), path: fc.string({ minLength: 1 }), oldText: fc.option(fc.string(), { nil: null }), newText: fc.string() }),
  fc.record({ type: fc.constant("terminal" as const), terminalId: fc.string({ minLength: 1 }) }),
);
const toolCall: fc.Arbitrary<ToolCall> = fc
  .record(
    {
      toolCallId: fc.constant("call_1"),
      title: fc.string(),
      kind: fc.constantFrom(...KINDS),
      status: fc.constantFrom(...STATUSES),
      content: fc.array(contentItem, { maxLength: 3 }),
      locations: fc.array(location, { maxLength: 3 }),
      rawInput: json,
      rawOutput: json,
      _meta: object,
    },
    { requiredKeys: ["toolCallId", "title"] },
  )
  .map((c) => canonicalToolCall(c as ToolCall));
const orNull = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const update: fc.Arbitrary<ToolCallUpdate> = fc.record(
  {
    toolCallId: fc.constant("call_1"),
    title: orNull(fc.string()),
    kind: orNull(fc.constantFrom(...KINDS)),
    status: orNull(fc.constantFrom(...STATUSES)),
    content: orNull(fc.array(contentItem, { maxLength: 3 })),
    locations: orNull(fc.array(location, { maxLength: 3 })),
    rawInput: json,
    rawOutput: json,
    _meta: object,
  },
  { requiredKeys: ["toolCallId"] },
) as fc.Arbitrary<ToolCallUpdate>;

/**
 * The Rust `ToolCall::update`, transcribed field by field over the Rust struct (defaults spelled
 * out, `Option` read from JSON where null is None), then serialized as serde does.
 */
function rustUpdate(call: ToolCall, fields: ToolCallUpdate): ToolCall {
  const some = (v: unknown) => v !== undefined && v !== null;
  const self = { toolCallId: call.toolCallId, title: call.title, kind: call.kind ?? "other", status: call.status ?? "pending", content: call.content ?? [], locations: call.locations ?? [], rawInput: call.rawInput ?? null, rawOutput: call.rawOutput ?? null, meta: call._meta ?? null };
  if (some(fields.title)) self.title = fields.title!;
  if (some(fields.kind)) self.kind = fields.kind!;
  if (some(fields.status)) self.status = fields.status!;
  if (some(fields.content)) self.content = fields.content!;
  if (some(fields.locations)) self.locations = fields.locations!;
  if (some(fields.rawInput)) self.rawInput = fields.rawInput;
  if (some(fields.rawOutput)) self.rawOutput = fields.rawOutput;
  const out: Record<string, unknown> = { toolCallId: self.toolCallId, title: self.title };
  if (self.kind !== "other") out.kind = self.kind;
  if (self.status !== "pending") out.status = self.status;
  if (self.content.length > 0) out.content = self.content;
  if (self.locations.length > 0) out.locations = self.locations;
  if (self.rawInput !== null) out.rawInput = self.rawInput;
  if (self.rawOutput !== null) out.rawOutput = self.rawOutput;
  if (self.meta !== null) out._meta = self.meta;
  return out as ToolCall;
}

describe("ACP update semantics (agent_client_protocol_schema tool_call.rs)", () => {
  test("ToolCall::update on random update sequences matches the Rust transcription", () => {
    fc.assert(
      fc.property(toolCall, fc.array(update, { maxLength: 8 }), (start, updates) => {
        let ours = start;
        let rust = start;
        for (const u of updates) {
          ours = applyToolCallUpdate(ours, u);
          rust = rustUpdate(rust, u);
          expect(ours).toEqual(rust);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("TryFrom needs a title and fills the defaults; From spells every field out; the pair round-trips", () => {
    expect(() => toolCallFromUpdate({ toolCallId: "c" })).toThrow("title: title is required for a tool call");
    expect(toolCallFromUpdate({ toolCallId: "c", title: "t", kind: null, content: null })).toEqual({ toolCallId: "c", title: "t" });
    fc.assert(
      fc.property(toolCall, (call) => {
        const full = toolCallUpdateFromToolCall(call);
        expect(full.kind).toBe(call.kind ?? "other");
        expect(full.status).toBe(call.status ?? "pending");
        expect(full.content).toEqual(call.content ?? []);
        expect(full.locations).toEqual(call.locations ?? []);
        expect(toolCallFromUpdate(full)).toEqual(call);
        expect(acpToolCallUpdateSchema.safeParse(full).success).toBe(true);
        expect(ajvDef("ToolCallUpdate")(full)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test("the minimal update turns the previous call into the next one", () => {
    fc.assert(
      fc.property(toolCall, toolCall, (previous, next) => {
        const minimal = minimalToolCallUpdate(previous, next);
        const { _meta: _a, ...expected } = next;
        const { _meta: _b, ...got } = minimal ? applyToolCallUpdate(previous, minimal) : previous;
        // A raw value present before and absent now cannot be unset by an update (null = unchanged).
        if (previous.rawInput !== undefined && next.rawInput === undefined) (expected as ToolCall).rawInput = previous.rawInput;
        if (previous.rawOutput !== undefined && next.rawOutput === undefined) (expected as ToolCall).rawOutput = previous.rawOutput;
        expect(got).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

const text = fc.string({ maxLength: 12 });
const meta = fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }).filter((k) => !["__proto__", "constructor"].includes(k)), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
const input = fc.record({ filePath: fc.stringMatching(/^[a-z]{1,6}\.txt$/), command: text, offset: fc.nat(50) }, { requiredKeys: [] });
const time = { start: 1, end: 2 };
const state = fc.oneof(
  fc.record({ status: fc.constant("pending" as const), input, raw: fc.constant("") }),
  fc.record({ status: fc.constant("running" as const), input, title: text.filter((t) => t.trim() !== ""), metadata: meta, time: fc.constant({ start: 1 }) }, { requiredKeys: ["status", "input", "time"] }),
  fc.record({ status: fc.constant("completed" as const), input, output: text, title: text.filter((t) => t.trim() !== ""), metadata: meta, time: fc.constant(time) }),
  fc.record({ status: fc.constant("error" as const), input, error: text, metadata: meta, time: fc.constant(time) }, { requiredKeys: ["status", "input", "error", "time"] }),
);
const part: fc.Arbitrary<ToolPart> = fc
  .record({ tool: fc.constantFrom("read", "edit", "write", "bash", "grep", "glob", "webfetch", "github_search"), state, metadata: meta }, { requiredKeys: ["tool", "state"] })
  .map((p) => toolPartSchema.parse({ id: "prt_1", sessionID: "ses_1", messageID: "msg_1", type: "tool", callID: "call_1", ...p }));

describe("ToolPart → ACP → ToolPart", () => {
  test("every field ACP can carry comes back; the ToolCall is valid for the generated validator and the official schema", () => {
    fc.assert(
      fc.property(part, fc.boolean(), (p, asking) => {
        const call = toolCallFromPart(p, { root: "/ws", asking });
        expect(acpToolCallSchema.safeParse(call).success).toBe(true);
        expect(ajvDef("ToolCall")(call)).toBe(true);
        for (const location of call.locations ?? []) expect(location.path.startsWith("/ws/")).toBe(true);
        if (asking) expect(call.status).not.toBe("in_progress");
        const back = toolPartUpdateFromToolCall(asking ? { ...call, status: toolCallFromPart(p, { root: "/ws" }).status } : call, { sessionID: "ses_1", messageID: "msg_1" });
        const { time: _t, raw: _r, ...carried } = p.state as Record<string, unknown>;
        expect({ tool: back.tool, callID: back.callID, metadata: back.metadata, state: back.state }).toEqual({ tool: p.tool, callID: p.callID, metadata: p.metadata, state: carried as never });
      }),
      { numRuns: 400 },
    );
  });

  test("kinds: the seed's table, overridable per tool", () => {
    expect(["read", "edit", "write", "bash", "grep", "glob", "webfetch", "delete", "move", "x_y"].map((t) => toolKindOf(t))).toEqual(["read", "edit", "edit", "execute", "search", "search", "fetch", "delete", "move", "other"]);
    expect(toolKindOf("github_search", { github_search: "search" })).toBe("search");
    expect(statusWhileAsking("in_progress", true)).toBe("pending");
    expect(statusWhileAsking("completed", true)).toBe("completed");
  });
});

describe("newer protocol versions are kept, not fatal", () => {
  test("unknown kinds read as other, unknown content variants are kept, invalid items skipped, bad optional fields ignored", () => {
    const { value, degraded } = readToolCallUpdate({
      toolCallId: "c",
      kind: "teleport",
      status: "paused",
      title: 7,
      content: [{ type: "hologram", frames: 3 }, { type: "content", content: { type: "video", url: "v" } }, { type: "diff", path: "/a" }, { type: "content", content: { type: "text", text: "ok" } }],
      locations: [{ path: "/a", line: -1 }, { nope: true }],
      _meta: "x",
      progress: { percentage: 75 },
    });
    expect(value).toEqual({
      toolCallId: "c",
      kind: "other",
      content: [{ type: "hologram", frames: 3 }, { type: "content", content: { type: "video", url: "v" } }, { type: "content", content: { type: "text", text: "ok" } }],
      locations: [{ path: "/a" }],
      progress: { percentage: 75 },
    });
    expect(degraded).toHaveLength(9); // kind, status, title, 3 content items, 2 locations, _meta
    expect(() => readToolCallUpdate({ kind: "read" }, "params.toolCall")).toThrow("params.toolCall.toolCallId: expected a string");
    expect(() => readToolCall({ toolCallId: "c" }, "update")).toThrow("update.title: title is required");
    // A newer key survives merging.
    const merged = applyToolCallUpdate({ toolCallId: "c", title: "t" }, value);
    expect(merged.progress).toEqual({ percentage: 75 });
    expect("kind" in merged).toBe(false); // "other" is the default: the canonical form leaves it out
  });

  test("a foreign agent's call keeps what a ToolPart has no field for under metadata.acp", () => {
    const call = readToolCall({ toolCallId: "c", title: "Run tests", kind: "execute", status: "completed", content: [{ type: "content", content: { type: "text", text: "3 passed" } }, { type: "hologram" }], rawInput: { command: "npm test" } }).value;
    const update = toolPartUpdateFromToolCall(call, { sessionID: "s", messageID: "m" });
    expect(update.tool).toBe("bash");
    expect(update.state).toMatchObject({ status: "completed", output: "3 passed", title: "Run tests", input: { command: "npm test" } });
    expect((update.metadata as { acp: { content: unknown[] } }).acp.content).toContainEqual({ type: "hologram" });
  });
});

describe("permission requests ⇄ session/request_permission", () => {
  const request = (over: Partial<PermissionRequest> = {}): PermissionRequest => ({ id: "per_1", sessionID: "ses_1", permission: "bash", patterns: ["ls -la"], metadata: {}, always: ["ls *"], riskLevel: "high", tool: { messageID: "msg_1", callID: "call_1" }, ...over });

  test("options: allow_always only when rememberable; reject_always since the service remembers denies (unless turned off)", () => {
    expect(permissionOptions(rememberableOf(request())).map((o) => o.kind)).toEqual(["allow_once", "allow_always", "reject_once", "reject_always"]);
    expect(permissionOptions(rememberableOf(request({ riskLevel: "critical" }))).map((o) => o.kind)).toEqual(["allow_once", "reject_once", "reject_always"]);
    expect(permissionOptions(rememberableOf(request({ always: [] }))).map((o) => o.kind)).toEqual(["allow_once", "reject_once", "reject_always"]);
    expect(permissionOptions(rememberableOf(request(), false)).map((o) => o.kind)).toEqual(["allow_once", "allow_always", "reject_once"]);
  });

  test("outcomes map to replies; an option not offered and a cancel reject; a reply never becomes more than granted", () => {
    const offered = permissionOptions({ allow: true, reject: true });
    expect(offered.map((o) => replyForOutcome({ outcome: "selected", optionId: o.optionId }, offered).reply)).toEqual(["once", "always", "reject", "reject"]);
    expect(replyForOutcome({ outcome: "cancelled" }, offered).reply).toBe("reject");
    expect(replyForOutcome({ outcome: "selected", optionId: "allow_always" }, permissionOptions({ allow: false, reject: false }))).toMatchObject({ reply: "reject", reason: 'option "allow_always" was not offered' });
    const onlyAlways = [{ optionId: "a", name: "A", kind: "allow_always" as const }, { optionId: "r", name: "R", kind: "reject_once" as const }];
    expect(outcomeForReply("once", onlyAlways)).toEqual({ outcome: "selected", optionId: "r" });
    expect(outcomeForReply("always", offered)).toEqual({ outcome: "selected", optionId: "allow_always" });
    expect(outcomeForReply("reject", [])).toEqual({ outcome: "cancelled" });
  });

  test("the request carries the pending call with its rawInput and diff and validates everywhere", () => {
    const p = toolPartSchema.parse({ id: "prt_1", sessionID: "ses_1", messageID: "msg_1", type: "tool", callID: "call_1", tool: "edit", state: { status: "pending", input: { filePath: "a.txt", oldString: "x", newString: "y" }, raw: "" } });
    const params = requestPermissionParams("ses_1", request({ permission: "edit" }), toolCallFromPart(p, { root: "/ws" }), permissionOptions({ allow: true, reject: false }));
    expect(params.toolCall).toMatchObject({ status: "pending", rawInput: { filePath: "a.txt", oldString: "x", newString: "y" }, content: [{ type: "diff", path: "/ws/a.txt", oldText: "x", newText: "y" }] });
    expect(acpRequestPermissionRequestSchema.safeParse(params).success).toBe(true);
    expect(ajvDef("RequestPermissionRequest")(params)).toBe(true);
    const without = requestPermissionParams("ses_1", request(), undefined, permissionOptions({ allow: false, reject: false }));
    expect(without.toolCall).toMatchObject({ toolCallId: "call_1", kind: "execute", status: "pending", title: "bash ls -la" });
    expect(ajvDef("RequestPermissionRequest")(without)).toBe(true);
  });
});
