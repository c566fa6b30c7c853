import type { PermissionRule } from "@generated/validators/permissionRule";
import { wildcardMatch } from "./wildcard.ts";

/** True when a rule applies to this permission and pattern. */
export function ruleMatches(rule: PermissionRule, permission: string, pattern: string): boolean {
  return wildcardMatch(permission, rule.permission) && wildcardMatch(pattern, rule.pattern);
}

/**
 * OpenCode's `evaluate`: the rulesets are concatenated in order and the LAST matching rule
 * wins; with no match the answer is `ask` (as the synthetic rule `{permission, "*", ask}`).
 */
export function evaluate(permission: string, pattern: string, ...rulesets: readonly (readonly PermissionRule[])[]): PermissionRule {
  for (let set = rulesets.length - 1; set >= 0; set--) {
    const rules = rulesets[set]!;
    for (let index = rules.length - 1; index >= 0; index--) {
      const rule = rules[index]!;
      if (ruleMatches(rule, permission, pattern)) return rule;
    }
  }
  return { permission, pattern: "*", action: "ask" };
}
