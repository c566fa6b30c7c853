import { expect, test } from "bun:test";
import { runGrpcLoad } from "../../bench/grpc-load.ts";

// The acceptance run: 100 clients × 100 round trips over gRPC on loopback (`bun run bench` records its timings).
test("gRPC load: concurrent clients ask → reply with nothing lost or duplicated", async () => {
  const result = await runGrpcLoad({ clients: 100, roundTrips: 100, deadlineMs: 60_000 });
  expect(result.completed).toBe(10_000);
  expect(result.lost).toBe(0);
  expect(result.duplicated).toBe(0);
  expect(result.p99Ms).toBeGreaterThan(0);
}, 90_000);
