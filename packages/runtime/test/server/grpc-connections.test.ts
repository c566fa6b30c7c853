import { afterAll, beforeAll, expect, test } from "bun:test";
import { connect, type Socket } from "node:net";
import { createToolTracker } from "../../src/lifecycle/tool-tracker.ts";
import { openPermissionService, type PermissionService } from "../../src/permission/permission-service.ts";
import { resolveCredentials } from "../../src/server/credentials.ts";
import { type GrpcServerHandle, startGrpcServer } from "../../src/server/grpc-server.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";

let permissions: PermissionService;
let server: GrpcServerHandle;
beforeAll(async () => {
  const store = createMemoryPermissionStore();
  permissions = await openPermissionService({ store });
  server = await startGrpcServer({
    host: "127.0.0.1",
    port: 0,
    permissions,
    store,
    tracker: createToolTracker(),
    credentials: resolveCredentials("/nonexistent", { TOOLWIRE_TOKEN: "t" }),
    connections: { maxConnections: 3, authTimeoutMs: 60_000, idleTimeoutMs: 60_000 },
  });
});
afterAll(async () => {
  permissions.dispose();
  await server.stop();
});

/** Opens a raw connection; resolves once it is open, reporting when it closes. */
async function open(): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(server.port, "127.0.0.1");
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, closed };
}

test("connections past the per-process limit are refused at once; the ones held stay open", async () => {
  const held = await Promise.all([open(), open(), open()]);
  await Bun.sleep(50);
  const extra = await open();
  await extra.closed;
  const states = await Promise.all(held.map(({ closed }) => Promise.race([closed.then(() => "closed"), Bun.sleep(100).then(() => "open")])));
  expect(states).toEqual(["open", "open", "open"]);
  for (const { socket } of held) socket.destroy();
  await Promise.all(held.map(({ closed }) => closed));
  // Room again once the server has seen them go.
  await Bun.sleep(100);
  const again = await open();
  const state = await Promise.race([again.closed.then(() => "closed"), Bun.sleep(100).then(() => "open")]);
  expect(state).toBe("open");
  again.socket.destroy();
});
