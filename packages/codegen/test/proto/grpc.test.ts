import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { credentials, Metadata, Server, ServerCredentials, status, type ServerUnaryCall, type ServerWritableStream, type sendUnaryData } from "@grpc/grpc-js";
import {
  decodeAskPermissionResponse,
  fromProtoAskPermissionRequest,
  fromProtoRespondToPermissionRequest,
  toProtoAskPermissionRequest,
  toProtoAskPermissionResponse,
  toProtoWatchPermissionsResponse,
  fromProtoWatchPermissionsResponse,
} from "@generated/proto/bridge";
import { AskPermissionResponse, PermissionReply } from "@generated/proto/opencode/permission/v1/permission";
import {
  PermissionServiceClient,
  PermissionServiceService,
  type PermissionServiceServer,
} from "@generated/proto/opencode/permission/v1/permission_service";
import type {
  AskPermissionRequest,
  ListPermissionsRequest,
  ListPermissionsResponse,
  RespondToPermissionRequest,
  RespondToPermissionResponse,
  WatchPermissionsRequest,
  WatchPermissionsResponse,
} from "@generated/proto/opencode/permission/v1/permission";

// A grpc-js server and client built only from @generated/proto, on loopback, every call bounded by a deadline.
const SESSION = "ses_0a1f3c9e2b7dQk3LmN8pR2sTvW";
const REQUEST = "per_0a1f3ca7d2b4Ab3CdE5fGh7IjK";
const deadline = () => new Date(Date.now() + 5000);

let server: Server;
let client: InstanceType<typeof PermissionServiceClient>;
const answered: unknown[] = [];

const impl: PermissionServiceServer = {
  askPermission(call: ServerUnaryCall<AskPermissionRequest, AskPermissionResponse>, callback: sendUnaryData<AskPermissionResponse>) {
    const ask = fromProtoAskPermissionRequest(call.request);
    const outcome = ask.permission === "bash" ? "allowed" : "denied";
    callback(null, toProtoAskPermissionResponse({ id: REQUEST, outcome, ...(outcome === "denied" ? { message: `no rule allows ${ask.permission}` } : {}) }));
  },
  listPermissions(_call: ServerUnaryCall<ListPermissionsRequest, ListPermissionsResponse>, callback: sendUnaryData<ListPermissionsResponse>) {
    callback(null, { permissions: [] });
  },
  respondToPermission(call: ServerUnaryCall<RespondToPermissionRequest, RespondToPermissionResponse>, callback: sendUnaryData<RespondToPermissionResponse>) {
    answered.push(fromProtoRespondToPermissionRequest(call.request));
    callback(null, { settled: [] });
  },
  watchPermissions(call: ServerWritableStream<WatchPermissionsRequest, WatchPermissionsResponse>) {
    call.write(
      toProtoWatchPermissionsResponse({
        event: { type: "permission.replied", properties: { sessionID: SESSION, requestID: REQUEST, reply: "always" } },
      }),
    );
    call.end();
  },
  // Not exercised here; answered as a real server would answer an RPC it does not serve.
  listApprovals: (_call, callback) => callback({ code: status.UNIMPLEMENTED }),
  revokeApproval: (_call, callback) => callback({ code: status.UNIMPLEMENTED }),
  listAudit: (_call, callback) => callback({ code: status.UNIMPLEMENTED }),
};

beforeAll(async () => {
  server = new Server();
  server.addService(PermissionServiceService, impl);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  client = new PermissionServiceClient(`127.0.0.1:${port}`, credentials.createInsecure());
});

afterAll(() => {
  client?.close();
  server?.forceShutdown();
});

describe("grpc-js from @generated/proto", () => {
  test("unary AskPermission: the request and response cross the wire through the bridge", async () => {
    const request = toProtoAskPermissionRequest({ sessionID: SESSION, permission: "bash", patterns: ["git status"], metadata: { command: "git status" } });
    const response = await new Promise<AskPermissionResponse>((resolve, reject) =>
      client.askPermission(request, new Metadata(), { deadline: deadline() }, (err, res) => (err ? reject(err) : resolve(res!))),
    );
    // The bytes the client received decode to schema JSON through the bridge.
    expect(decodeAskPermissionResponse(AskPermissionResponse.encode(response).finish())).toEqual({ id: REQUEST, outcome: "allowed" });
  });

  test("unary RespondToPermission (the seed's RPC) reaches the server intact", async () => {
    await new Promise<void>((resolve, reject) =>
      client.respondToPermission(
        { sessionId: SESSION, permissionId: REQUEST, reply: PermissionReply.PERMISSION_REPLY_ALWAYS, message: "ok" },
        new Metadata(),
        { deadline: deadline() },
        (err) => (err ? reject(err) : resolve()),
      ),
    );
    expect(answered).toEqual([{ sessionID: SESSION, permissionID: REQUEST, reply: "always", message: "ok" }]);
  });

  test("server stream WatchPermissions delivers events", async () => {
    const events: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      const stream = client.watchPermissions({ sessionId: SESSION }, { deadline: deadline() });
      stream.on("data", (msg: WatchPermissionsResponse) => events.push(fromProtoWatchPermissionsResponse(msg)));
      stream.on("end", () => resolve());
      stream.on("error", reject);
    });
    expect(events).toEqual([{ event: { type: "permission.replied", properties: { sessionID: SESSION, requestID: REQUEST, reply: "always" } } }]);
  });
});
