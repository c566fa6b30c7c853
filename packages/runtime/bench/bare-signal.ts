#!/usr/bin/env bun
/**
 * The peers of the server bench: a bare grpc-js PermissionService and a bare `Bun.serve` doing the same three-call
 * exchange as `bun run serve` (ask blocks → the watcher sees `permission.asked` → a reply releases the ask), with no
 * auth, roles, validation, byte budgets, store or audit. Prints `listening: http=<url> grpc=<target>`; loopback only.
 * `--durable <dir>`: the durable peer: each reply's record is appended to `<dir>/replies.log` and fdatasynced before
 * the ask is answered (one write and one sync per reply, as a hand-written durable server does; no group commit).
 */
import { open } from "node:fs/promises";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { toProtoAskPermissionResponse, toProtoRespondToPermissionResponse, toProtoWatchPermissionsResponse } from "@generated/proto/bridge";
import { PermissionServiceService } from "@generated/proto/opencode/permission/v1/permission_service";

type Asked = { readonly id: string; readonly sessionID: string; readonly permission: string; readonly patterns: string[]; readonly metadata: unknown; readonly always: string[] };
type AskBody = { sessionID: string; permission: string; patterns: string[]; metadata?: unknown; always?: string[] };
type Pending = (reply: string) => void;

const durableAt = process.argv.indexOf("--durable");
const log = durableAt >= 0 ? await open(join(process.argv[durableAt + 1]!, "replies.log"), "a") : undefined;

let next = 0;
const pending = new Map<string, Pending>();
const watchers = new Set<(event: { type: string; properties: Record<string, unknown> }) => void>();
const publish = (event: { type: string; properties: Record<string, unknown> }) => {
  for (const w of watchers) w(event);
};
/** An ask held until its reply, announced with what the asker sent (as the runtime does); the id mimics the runtime's. */
function ask({ sessionID, permission, patterns, metadata, always }: AskBody): { id: string; answer: Promise<string> } {
  const id = `per_bare${(next++).toString().padStart(20, "0")}`;
  const answer = new Promise<string>((resolve) => pending.set(id, resolve));
  const asked: Asked = { id, sessionID, permission, patterns, metadata: metadata ?? {}, always: always ?? [] };
  publish({ type: "permission.asked", properties: asked });
  return { id, answer };
}
async function reply(id: string, sessionID: string, answer: string): Promise<boolean> {
  const release = pending.get(id);
  if (!release) return false;
  pending.delete(id);
  if (log) {
    await log.write(`${JSON.stringify({ id, sessionID, reply: answer, time: Date.now() })}\n`);
    await log.datasync();
  }
  release(answer);
  publish({ type: "permission.replied", properties: { sessionID, requestID: id, reply: answer } });
  return true;
}

const RESPONDED = toProtoRespondToPermissionResponse({});
const server = new grpc.Server();
server.addService(PermissionServiceService, {
  askPermission(call: grpc.ServerUnaryCall<{ sessionId: string; permission: string; patterns: string[]; metadata?: unknown; always: string[] }, unknown>, callback: grpc.sendUnaryData<unknown>) {
    const { sessionId, permission, patterns, metadata, always } = call.request;
    const { id, answer } = ask({ sessionID: sessionId, permission, patterns, metadata, always });
    // ts-proto objects made by the bridge's plain converter (no schema check), as a hand-written server would build them.
    void answer.then((r) => callback(null, toProtoAskPermissionResponse({ id, outcome: "allowed", reply: r as "once" })));
  },
  watchPermissions(call: grpc.ServerWritableStream<unknown, unknown>) {
    const w = (event: { type: string; properties: Record<string, unknown> }) => call.write(toProtoWatchPermissionsResponse({ event } as never));
    watchers.add(w);
    // Headers first, as the runtime sends them: the client's `ready` waits for them.
    call.sendMetadata(new grpc.Metadata());
    call.on("cancelled", () => watchers.delete(w));
  },
  respondToPermission(call: grpc.ServerUnaryCall<{ sessionId: string; permissionId: string; reply: number }, unknown>, callback: grpc.sendUnaryData<unknown>) {
    void reply(call.request.permissionId, call.request.sessionId, "once").then(() => callback(null, RESPONDED));
  },
} as never);
const grpcPort = await new Promise<number>((resolve, reject) =>
  server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port))),
);

const encoder = new TextEncoder();
const http = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  idleTimeout: 60,
  async fetch(request) {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/permission/ask") {
      const { id, answer } = ask((await request.json()) as AskBody);
      if (process.env.PROBE_SIGNAL) { const f = () => {}; request.signal.addEventListener("abort", f, { once: true }); void answer.then(() => request.signal.removeEventListener("abort", f)); }
      return Response.json({ id, outcome: "allowed", reply: await answer });
    }
    if (request.method === "GET" && url.pathname === "/permission/events") {
      let w: ((event: unknown) => void) | undefined;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ type: "server.connected", properties: {} })}\n\n`));
          w = (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
          watchers.add(w);
        },
        cancel() {
          if (w) watchers.delete(w);
        },
      });
      return new Response(stream, { headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" } });
    }
    const match = /^\/permission\/([^/]+)\/reply$/.exec(url.pathname);
    if (request.method === "POST" && match) {
      const body = (await request.json()) as { reply: string };
      return Response.json(await reply(match[1]!, "", body.reply));
    }
    return new Response("not found", { status: 404 });
  },
});
console.log(`listening: http=http://127.0.0.1:${http.port} grpc=127.0.0.1:${grpcPort}`);
