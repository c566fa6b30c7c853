import { homedir } from "node:os";
import { permissionActionSchema, type PermissionAction } from "@generated/validators/permissionAction";
import type { PermissionRule } from "@generated/validators/permissionRule";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import { expandHome } from "./home-expansion.ts";

/** OpenCode's permission config: `{ edit: "ask", bash: { "git *": "allow", "rm *": "deny" } }` (schema `permissionConfig`). */
export type PermissionConfig = Readonly<Record<string, PermissionAction | Readonly<Record<string, PermissionAction>>>>;

function action(value: unknown, where: string): PermissionAction {
  const parsed = permissionActionSchema.safeParse(value);
  if (!parsed.success) {
    throw new InvalidArgumentError(`permission config ${where}: expected "allow", "ask" or "deny", got ${JSON.stringify(value)}`);
  }
  return parsed.data;
}

/**
 * Flattens a config into an ordered ruleset: keys in order, then patterns in order; a bare
 * action means pattern `*`; object patterns get `~`/`$HOME` expansion (OpenCode's `fromConfig`).
 */
export function rulesFromConfig(config: PermissionConfig, home: string = homedir()): PermissionRule[] {
  const ruleset: PermissionRule[] = [];
  for (const [permission, value] of Object.entries(config)) {
    if (typeof value === "string") {
      ruleset.push({ permission, pattern: "*", action: action(value, permission) });
      continue;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new InvalidArgumentError(`permission config ${permission}: expected an action or an object of pattern → action`);
    }
    for (const [pattern, entry] of Object.entries(value)) {
      ruleset.push({ permission, pattern: expandHome(pattern, home), action: action(entry, `${permission}.${pattern}`) });
    }
  }
  return ruleset;
}
