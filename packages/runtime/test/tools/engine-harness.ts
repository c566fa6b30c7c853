import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PermissionRule } from "@generated/validators/permissionRule";
import type { ToolPart } from "@generated/validators/toolPart";
import { createIdentifier } from "../../src/ids/identifier.ts";
import { createToolTracker, type ToolTracker } from "../../src/lifecycle/tool-tracker.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";
import { openPermissionService, type PermissionService } from "../../src/permission/permission-service.ts";
import type { AskPermissionInput } from "../../src/tools/ask-permission.ts";
import { createToolEngine, type ToolEngine, type ToolEngineOptions } from "../../src/tools/tool-engine.ts";

/** A real engine on a temp workspace, with a real permission service and tracker. */
export interface Harness {
  readonly root: string;
  readonly engine: ToolEngine;
  readonly tracker: ToolTracker;
  readonly permissions: PermissionService;
  /** Every ask the engine made, in order. */
  readonly asks: AskPermissionInput[];
  readonly sessionID: string;
  /** Runs one call in the harness session. */
  call(tool: string, input: unknown, extra?: { signal?: AbortSignal; sessionID?: string }): Promise<ToolPart>;
  /** Every part state the tracker published for a part id, in order. */
  history(partID: string): ToolPart[];
  close(): Promise<void>;
}

const ALLOW_ALL: PermissionRule[] = [{ permission: "*", pattern: "*", action: "allow" }];

/** Opens a harness; `rules` default to allow everything. */
export async function openHarness(options: Partial<Omit<ToolEngineOptions, "permissions" | "tracker">> & { rules?: PermissionRule[] } = {}): Promise<Harness> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "toolwire-engine-")));
  const tracker = createToolTracker();
  const permissions = await openPermissionService({ store: createMemoryPermissionStore(), ruleset: options.rules ?? ALLOW_ALL });
  const asks: AskPermissionInput[] = [];
  const events: ToolPart[] = [];
  tracker.subscribe((event) => events.push(event.properties.part));
  const { rules: _rules, ...rest } = options;
  const engine = createToolEngine({
    workspace: root,
    ...rest,
    tracker,
    permissions: (input) => {
      asks.push(input);
      return permissions.ask(input);
    },
  });
  const sessionID = createIdentifier("ses");
  let n = 0;
  return {
    root,
    engine,
    tracker,
    permissions,
    asks,
    sessionID,
    call: (tool, input, extra = {}) =>
      engine.execute({ sessionID: extra.sessionID ?? sessionID, messageID: createIdentifier("msg"), callID: `call_${++n}`, tool, input, ...(extra.signal ? { signal: extra.signal } : {}) }),
    history: (partID) => events.filter((p) => p.id === partID),
    async close() {
      await engine.close();
      permissions.dispose();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The error text of an error part (fails the test when the part is not in error). */
export function errorOf(part: ToolPart): string {
  if (part.state.status !== "error") throw new Error(`expected an error part, got ${part.state.status}: ${JSON.stringify(part.state).slice(0, 500)}`);
  return part.state.error;
}

/** The completed state of a part (fails the test otherwise). */
export function completedOf(part: ToolPart) {
  if (part.state.status !== "completed") throw new Error(`expected a completed part, got ${part.state.status}: ${JSON.stringify(part.state).slice(0, 500)}`);
  return part.state;
}
