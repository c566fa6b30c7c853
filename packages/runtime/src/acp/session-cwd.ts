import { RequestError } from "@agentclientprotocol/sdk";
import { existsSync, statSync } from "node:fs";
import { isAbsolute } from "node:path";
import { realpathOfNearest } from "../paths/real-path.ts";

/** Checks an ACP session's `cwd` (absolute, an existing directory) and returns its real path; a JSON-RPC invalid-params error otherwise. */
export function checkSessionCwd(cwd: unknown): string {
  if (typeof cwd !== "string" || !isAbsolute(cwd)) throw RequestError.invalidParams({ cwd }, `cwd: must be an absolute path, got ${JSON.stringify(cwd)}`);
  if (!existsSync(cwd) || !statSync(cwd).isDirectory()) throw RequestError.invalidParams({ cwd }, `cwd: ${cwd} is not an existing directory`);
  return realpathOfNearest(cwd);
}
