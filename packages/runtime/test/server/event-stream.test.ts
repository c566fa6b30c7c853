import { describe, expect, test } from "bun:test";
import { createEventBus } from "../../src/events/event-bus.ts";
import { createStreamBudget } from "../../src/server/stream-budget.ts";
import { createEventStream, type StreamEvent } from "../../src/server/event-stream.ts";

describe("event stream", () => {
  test("client disconnect mid-stream unsubscribes from every source", async () => {
    const a = createEventBus<StreamEvent>();
    const b = createEventBus<StreamEvent>();
    let closed = 0;
    const stream = createEventStream({ sources: [(l) => a.subscribe(l), (l) => b.subscribe(l)], onClose: () => closed++ });
    const reader = stream.getReader();
    await reader.read(); // server.connected
    expect([a.size, b.size]).toEqual([1, 1]);
    a.publish({ type: "x", properties: 1 });
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('data: {"type":"x","properties":1}\n\n');
    await reader.cancel();
    expect([a.size, b.size]).toEqual([0, 0]);
    expect(closed).toBe(1);
    a.publish({ type: "after", properties: null }); // no throw, nobody listening
  });

  test("a client that stops reading is cut off once it falls too far behind", async () => {
    const bus = createEventBus<StreamEvent>();
    let closed = 0;
    const stream = createEventStream({ sources: [(l) => bus.subscribe(l)], budget: createStreamBudget({ perStreamBytes: 10_000, totalBytes: 1_000_000 }), onClose: () => closed++ });
    const reader = stream.getReader();
    await reader.read();
    for (let i = 0; i < 1_000; i++) bus.publish({ type: "spam", properties: "x".repeat(100) });
    expect(closed).toBe(1);
    expect(bus.size).toBe(0);
    await expect(reader.read()).rejects.toThrow(/too slow/);
  });

  test("heartbeats are SSE comments", async () => {
    const stream = createEventStream({ sources: [], heartbeatMs: 5 });
    const reader = stream.getReader();
    await reader.read();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe(": heartbeat\n\n");
    await reader.cancel();
  });
});
