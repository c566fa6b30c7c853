import type { GuardResult } from "@generated/guards/_guards";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import { issueMessages } from "./validate.ts";

/**
 * Checks `value` with a compiled guard (`check<Name>` from `@generated/guards`) and returns it; on failure
 * throws InvalidArgumentError naming what was checked and each failing path, like `validate` does for Zod.
 * The guard gives the Zod schema's verdict without Zod's cost, and returns the value itself (no copy).
 */
export function checked<T>(check: (value: unknown) => GuardResult<T>, value: unknown, what: string): T {
  const result = check(value);
  if (result.success) return result.data;
  const issues = issueMessages(result.error);
  throw new InvalidArgumentError(`invalid ${what}: ${issues.join("; ")}`, issues);
}
