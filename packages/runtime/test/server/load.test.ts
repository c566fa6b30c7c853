import { expect, test } from "bun:test";
import { runGrpcLoad } from "../../bench/grpc-load.ts";

// The full 100 × 100 run is `bun run bench`; this smaller one keeps the no-loss property under test.
test("gRPC load: concurrent clients ask → reply with nothing lost or duplicated", async () => {
  const result = await runGrpcLoad({ clients: 20, roundTrips: 25, deadlineMs: 30_000 });
  expect(result.completed).toBe(500);
  expect(result.lost).toBe(0);
  expect(result.duplicated).toBe(0);
  expect(result.p99Ms).toBeGreaterThan(0);
}, 40_000);
