import type { PermissionAction } from "@generated/validators/permissionAction";
import type { PermissionRule } from "@generated/validators/permissionRule";
import { ruleMatches } from "./evaluate.ts";

/** Where a rule came from, in evaluation order: config first, then the ask's own rules, then approvals. */
export type RuleSource = "config" | "request" | "approval" | "default";

/** One rule that matched, with its position inside its source. */
export interface RuleMatch {
  readonly source: RuleSource;
  readonly index: number;
  readonly rule: PermissionRule;
  /** The approval id, for rules that came from an "always" reply. */
  readonly approvalID?: string;
}

/** Why a permission/pattern pair gets the action it gets. */
export interface Explanation {
  readonly permission: string;
  readonly pattern: string;
  readonly action: PermissionAction;
  /** The deciding rule: the last match, or the synthetic `ask` default when nothing matched. */
  readonly decidedBy: RuleMatch;
  /** Every matching rule in evaluation order; the deciding one is last. */
  readonly matches: readonly RuleMatch[];
}

/** A ruleset tagged with its source, in evaluation order. */
export interface SourcedRuleset {
  readonly source: Exclude<RuleSource, "default">;
  readonly rules: readonly (PermissionRule & { readonly id?: string })[];
}

/** Explains an evaluation: same answer as `evaluate`, plus which rule decided and which others matched. */
export function explain(permission: string, pattern: string, rulesets: readonly SourcedRuleset[]): Explanation {
  const matches: RuleMatch[] = [];
  for (const { source, rules } of rulesets) {
    rules.forEach((rule, index) => {
      if (!ruleMatches(rule, permission, pattern)) return;
      const plain: PermissionRule = { permission: rule.permission, pattern: rule.pattern, action: rule.action };
      matches.push(source === "approval" && rule.id ? { source, index, rule: plain, approvalID: rule.id } : { source, index, rule: plain });
    });
  }
  const decidedBy: RuleMatch = matches.at(-1) ?? { source: "default", index: -1, rule: { permission, pattern: "*", action: "ask" } };
  return { permission, pattern, action: decidedBy.rule.action, decidedBy, matches };
}
