import { isWithin, realpathOfNearest } from "../paths/real-path.ts";

/** The runtime's own state would sit where a tool can read or change it; the server does not start. */
export class StateLocationError extends Error {
  override readonly name = "StateLocationError";
}

/** One piece of the runtime's state and the flag that moves it. */
export interface StateEntry {
  readonly what: string;
  readonly path: string;
  readonly flag: string;
}

/**
 * Refuses a data dir, config or token file inside the workspace, whatever the spelling (real
 * paths, symlinks resolved): tools write the workspace, so the tokens, the rules and the
 * approvals database there would be the agent's to read and rewrite.
 */
export function checkStateOutsideWorkspace(workspace: string, entries: readonly StateEntry[]): void {
  const root = realpathOfNearest(workspace);
  for (const entry of entries) {
    const real = realpathOfNearest(entry.path);
    // A data dir above the workspace is fine: the sandbox masks it and brings back only the workspace.
    if (isWithin(root, real)) {
      throw new StateLocationError(`the ${entry.what} ${entry.path} is inside the workspace ${root}: tools could read the tokens and rewrite the rules there. Move it with ${entry.flag} (or give another --workspace)`);
    }
  }
}
