import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { AskPermissionRequest } from "@generated/proto/opencode/permission/v1/permission";
import { createGrpcClient, type RuntimeGrpcClient } from "../../src/client/grpc-client.ts";
import { createManualClock } from "../../src/clock/clock.ts";
import { createToolTracker, type ToolTracker } from "../../src/lifecycle/tool-tracker.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";
import { openPermissionService, type PermissionService } from "../../src/permission/permission-service.ts";
import { rulesFromConfig } from "../../src/permission/rules-from-config.ts";
import { resolveCredentials } from "../../src/server/credentials.ts";
import { type GrpcServerHandle, startGrpcServer } from "../../src/server/grpc-server.ts";
import { rawUnary, wire } from "../helpers/raw-grpc.ts";
import { statusOf } from "../helpers/status-of.ts";

const TOKEN = "grpc-token";
let permissions: PermissionService;
let tracker: ToolTracker;
let server: GrpcServerHandle;
let client: RuntimeGrpcClient;
let target: string;

beforeAll(async () => {
  const store = createMemoryPermissionStore();
  permissions = await openPermissionService({ store, ruleset: rulesFromConfig({ bash: { "*": "ask", "rm *": "deny", "ls *": "allow" } }) });
  tracker = createToolTracker({ clock: createManualClock() });
  server = await startGrpcServer({ host: "127.0.0.1", port: 0, permissions, store, tracker, credentials: resolveCredentials("/nonexistent", { TOOLWIRE_TOKEN: TOKEN }) });
  target = `127.0.0.1:${server.port}`;
  client = createGrpcClient({ target, token: TOKEN });
});
afterAll(async () => {
  client.close();
  permissions.dispose();
  await server.stop();
});

describe("gRPC server (in process)", () => {
  test("outcomes: allowed by rule (with an id), denied by rule (with the rules), corrected by the user", async () => {
    const allowed = await client.ask({ sessionID: "ses_1", permission: "bash", patterns: ["ls -la"] });
    expect(allowed.outcome).toBe("allowed");
    expect(allowed.id).toMatch(/^per_/);
    const denied = await client.ask({ sessionID: "ses_1", permission: "bash", patterns: ["rm -rf /"] });
    expect(denied.outcome).toBe("denied");
    expect(denied.message).toContain('"pattern":"rm *"');
    const corrected = client.ask({ sessionID: "ses_1", permission: "bash", patterns: ["make"] });
    for (let i = 0; i < 100 && permissions.list().length === 0; i++) await Bun.sleep(5);
    await permissions.reply({ requestID: permissions.list()[0]!.id, reply: "reject", message: "run make test" });
    expect(await corrected).toMatchObject({ outcome: "corrected", reply: "reject", message: "run make test" });
  });

  test("every RPC, streams included, needs the token", async () => {
    const anonymous = createGrpcClient({ target, token: "nope" });
    expect(await statusOf(anonymous.list())).toBe(16);
    expect(await statusOf(anonymous.ask({ sessionID: "ses_1", permission: "bash", patterns: ["ls"] }))).toBe(16);
    expect(await statusOf(anonymous.respond({ sessionID: "ses_1", permissionID: "per_1", reply: "once" }))).toBe(16);
    const watch = anonymous.watchPermissions({}, () => {});
    expect((await watch.closed)?.code).toBe(16);
    const parts = anonymous.watchToolParts({}, () => {});
    expect((await parts.closed)?.code).toBe(16);
    anonymous.close();
  });

  test("invalid requests → INVALID_ARGUMENT with the path", async () => {
    const watch = client.watchToolParts({ sessionID: "nope" }, () => {});
    const closed = await watch.closed;
    expect(closed?.code).toBe(3);
    expect(closed?.details).toContain("sessionID");
    expect(await statusOf(client.respond({ sessionID: "ses_1", permissionID: "nope", reply: "once" }))).toBe(3);
  });

  test("prototype keys in a Struct are refused and pollute nothing in the server process", async () => {
    const header = AskPermissionRequest.encode({ sessionId: "ses_p", permission: "bash", patterns: ["make"], always: [] }).finish();
    const path = "/opencode.permission.v1.PermissionService/AskPermission";
    const poison = wire.field(5, wire.struct("admin", wire.field(3, wire.text("yes"))));
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const { error } = await rawUnary(target, TOKEN, path, wire.concat(header, wire.field(4, wire.struct(key, poison))));
      expect(error?.code).toBe(3);
      expect(error?.details).toContain(key);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("admin");
    expect(permissions.list().filter((p) => p.sessionID === "ses_p")).toEqual([]);
  });

  test("WatchToolParts filters by session and message", async () => {
    const seen: string[] = [];
    const watch = client.watchToolParts({ sessionID: "ses_w", messageID: "msg_a" }, (part) => seen.push(`${part.id}:${part.state.status}`));
    await watch.ready;
    tracker.start({ id: "prt_a", sessionID: "ses_w", messageID: "msg_a", callID: "c1", tool: "read" });
    tracker.start({ id: "prt_b", sessionID: "ses_w", messageID: "msg_b", callID: "c2", tool: "read" });
    tracker.start({ id: "prt_c", sessionID: "ses_x", messageID: "msg_a", callID: "c3", tool: "read" });
    tracker.run("prt_a");
    for (let i = 0; i < 100 && seen.length < 2; i++) await Bun.sleep(5);
    expect(seen).toEqual(["prt_a:pending", "prt_a:running"]);
    watch.cancel();
    expect(await watch.closed).toBeUndefined();
  });
});
