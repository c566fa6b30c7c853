#!/usr/bin/env bun
/**
 * The server bench's floor: the same runtime server as `bun run serve` (auth, roles, guards, byte bounds, the
 * permission service, Hono and grpc-js) over the in-memory store, so nothing is persisted. Beside the SQLite runs
 * it shows what the request path costs without any store work. Bench use only: its audit log grows without bound.
 * Prints the serve banner's `listening:` line; loopback, ports picked by the OS; TOOLWIRE_TOKEN is the credential.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startRuntimeServer } from "../src/server/runtime-server.ts";
import { createMemoryPermissionStore } from "../src/store/memory/memory-permission-store.ts";

// Credentials come from the environment; the data dir only has to exist.
const dataDir = mkdtempSync(join(tmpdir(), "toolwire-memory-server-"));
const server = await startRuntimeServer({
  host: "127.0.0.1",
  httpPort: 0,
  grpcPort: 0,
  dataDir,
  store: createMemoryPermissionStore(),
  env: { TOOLWIRE_TOKEN: process.env.TOOLWIRE_TOKEN },
  log: () => {},
});
console.log(`toolwire runtime listening: http=http://${server.host}:${server.httpPort} grpc=${server.host}:${server.grpcPort}`);
await new Promise<void>((resolve) => {
  process.once("SIGINT", () => resolve());
  process.once("SIGTERM", () => resolve());
});
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
