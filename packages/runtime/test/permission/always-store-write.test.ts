import { describe, expect, test } from "bun:test";
import type { RuntimeError } from "../../src/errors/runtime-error.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";
import type { PermissionStore } from "../../src/store/permission-store.ts";
import { RejectedError } from "../../src/permission/permission-errors.ts";
import type { PermissionEvent } from "../../src/permission/permission-events.ts";
import { openPermissionService } from "../../src/permission/permission-service.ts";

const S1 = "ses_1";
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Settles a promise into a value we can assert on without unhandled rejections. */
function settle<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error) => Object.assign(state, { error, done: true }),
  );
  return state;
}

/** A store whose `add` waits until the test lets it succeed or fail. */
function gatedStore() {
  const memory = createMemoryPermissionStore();
  let release: ((ok: boolean) => void) | undefined;
  const store: PermissionStore = {
    ...memory,
    async add(approvals, audit) {
      const ok = await new Promise<boolean>((resolve) => (release = resolve));
      if (!ok) throw new Error("disk full");
      return memory.add(approvals, audit);
    },
  };
  return { store, memory, release: (ok: boolean) => release!(ok) };
}

async function openWith(store: PermissionStore) {
  const service = await openPermissionService({ store });
  const events: PermissionEvent[] = [];
  service.subscribe((event) => events.push(event));
  const controller = new AbortController();
  const asked = settle(service.ask({ sessionID: S1, permission: "edit", patterns: ["x"], always: ["x"], signal: controller.signal }));
  return { service, events, controller, asked, id: service.list()[0]!.id };
}

describe('"always" while the approval is being written', () => {
  test("a failed write leaves the request pending exactly as before: a disconnecting asker still withdraws it", async () => {
    const failing = { ...createMemoryPermissionStore(), add: async () => Promise.reject(new Error("disk full")) };
    const { service, events, controller, asked, id } = await openWith(failing);
    const later = settle(service.ask({ sessionID: S1, permission: "edit", patterns: ["z"] }));
    const error = (await service.reply({ requestID: id, reply: "always" }).catch((e) => e)) as RuntimeError;
    expect(error.code).toBe("UNAVAILABLE");
    expect(error.message).toBe("could not record the answer; the request is still pending");
    expect(service.list().map((request) => request.patterns)).toEqual([["x"], ["z"]]); // still first, as asked

    controller.abort();
    await tick();
    expect((asked.error as RuntimeError).code).toBe("ABORTED");
    expect(service.list().map((request) => request.patterns)).toEqual([["z"]]);
    expect(later.done).toBe(false);
    expect(events.at(-1)).toEqual({ type: "permission.replied", properties: { sessionID: S1, requestID: id, reply: "reject" } });
  });

  test("an asker that left during a write that then fails is cancelled, not left pending", async () => {
    const gate = gatedStore();
    const { service, controller, asked, id } = await openWith(gate.store);
    const replied = service.reply({ requestID: id, reply: "always" }).catch((e) => e);
    controller.abort();
    gate.release(false);
    const error = (await replied) as RuntimeError;
    expect(error.code).toBe("UNAVAILABLE");
    expect(error.message).toBe("could not record the answer; the request is no longer pending");
    await tick();
    expect((asked.error as RuntimeError).code).toBe("ABORTED");
    expect(service.list()).toEqual([]);
  });

  test("after a failed write the reply can be retried and succeeds", async () => {
    const gate = gatedStore();
    const { service, asked, id } = await openWith(gate.store);
    const first = service.reply({ requestID: id, reply: "always" }).catch((e) => e);
    gate.release(false);
    expect(((await first) as RuntimeError).code).toBe("UNAVAILABLE");
    const second = service.reply({ requestID: id, reply: "always" });
    gate.release(true);
    await second;
    await tick();
    expect(asked.value).toEqual({ requestID: id, reply: "always" });
    expect(await gate.memory.list("default")).toHaveLength(1);
  });

  test("dispose during the write rejects the asker like every other pending one; the reply then fails", async () => {
    const gate = gatedStore();
    const { service, asked, id } = await openWith(gate.store);
    const other = settle(service.ask({ sessionID: "ses_2", permission: "edit", patterns: ["y"] }));
    const replied = service.reply({ requestID: id, reply: "always" }).catch((e) => e);
    await tick();
    service.dispose();
    await tick();
    expect(asked.error).toBeInstanceOf(RejectedError);
    expect(other.error).toBeInstanceOf(RejectedError);
    gate.release(true);
    const error = (await replied) as RuntimeError;
    expect(error.code).toBe("UNAVAILABLE");
    expect(error.message).toContain("shut down");
    expect(service.list()).toEqual([]);
    // The write committed, so the approval is durable even though nobody was told.
    expect(await gate.memory.list("default")).toHaveLength(1);
  });

  test("dispose during a write that then fails: the asker is rejected once and nothing comes back", async () => {
    const gate = gatedStore();
    const { service, asked, id } = await openWith(gate.store);
    const replied = service.reply({ requestID: id, reply: "always" }).catch((e) => e);
    service.dispose();
    gate.release(false);
    expect(((await replied) as RuntimeError).code).toBe("UNAVAILABLE");
    await tick();
    expect(asked.error).toBeInstanceOf(RejectedError);
    expect(service.list()).toEqual([]);
  });
});
