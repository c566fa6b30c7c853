import { createToolTracker } from "../src/lifecycle/tool-tracker.ts";
import { createMemoryPermissionStore } from "../src/store/memory/memory-permission-store.ts";
import { openPermissionService } from "../src/permission/permission-service.ts";
import { rulesFromConfig } from "../src/permission/rules-from-config.ts";

/** In-process throughput of the permission service and the streaming merge. */
export interface InProcessFigures {
  readonly ruleAsksPerSec: number;
  readonly roundTripsPerSec: number;
  readonly mergesPerSec: number;
  readonly asks: number;
  readonly merges: number;
}

const CONFIG = { "*": "ask", bash: { "*": "ask", "git *": "allow", "rm *": "deny" }, read: "allow", edit: { "src/*": "allow", "*.env": "deny" } } as const;

/** Measures asks decided by rules, ask→reply round trips, and tool part merges (counts bounded). */
export async function measureInProcess(asks = 20_000, parts = 2_000): Promise<InProcessFigures> {
  // One small untimed pass first, so the figures measure optimised code rather than the JIT warming up.
  if (asks > 1_000) await measureInProcess(1_000, 100);
  const service = await openPermissionService({ store: createMemoryPermissionStore(), ruleset: rulesFromConfig(CONFIG) });

  let start = performance.now();
  for (let i = 0; i < asks; i++) await service.ask({ sessionID: "ses_bench", permission: "bash", patterns: [`git log -${i % 50}`] });
  const ruleAsksPerSec = asks / ((performance.now() - start) / 1000);

  // Every ask becomes a pending request answered "once" as soon as it is announced.
  const unsubscribe = service.subscribe((event) => {
    if (event.type === "permission.asked") void service.reply({ requestID: event.properties.id, reply: "once" });
  });
  start = performance.now();
  for (let i = 0; i < asks; i++) {
    await service.ask({ sessionID: `ses_${i % 16}`, permission: "bash", patterns: [`make target-${i % 97}`], metadata: { i } });
  }
  const roundTripsPerSec = asks / ((performance.now() - start) / 1000);
  unsubscribe();
  service.dispose();

  // Per part: create, run, 8 streaming metadata updates, complete = 11 merges.
  const tracker = createToolTracker({ retainTerminal: 100 });
  let merges = 0;
  start = performance.now();
  for (let i = 0; i < parts; i++) {
    const part = tracker.start({ sessionID: "ses_bench", messageID: "msg_bench", callID: `call_${i}`, tool: "bash", input: { command: "ls -la" } });
    tracker.run(part.id, { title: "ls -la" });
    for (let j = 0; j < 8; j++) tracker.update({ id: part.id, state: { metadata: { [`chunk${j}`]: "output line\n".repeat(4) } } });
    tracker.complete(part.id, { output: "done", metadata: { exit: 0 } });
    merges += 11;
  }
  const mergesPerSec = merges / ((performance.now() - start) / 1000);
  return { ruleAsksPerSec, roundTripsPerSec, mergesPerSec, asks, merges };
}
