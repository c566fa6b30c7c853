import type { AuditCause } from "@generated/validators/auditCause";
import type { PermissionAction } from "@generated/validators/permissionAction";
import type { PermissionRule } from "@generated/validators/permissionRule";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";
import { ruleMatches } from "./evaluate.ts";

/** Where a rule came from, in evaluation order: config first, then the ask's own rules, then approvals. */
export type RuleSource = "config" | "request" | "approval";

/** One rule that matched, with its position inside its source. */
export interface RuleMatch {
  readonly source: RuleSource;
  readonly index: number;
  readonly rule: PermissionRule;
  /** The approval id, for rules that came from an "always" reply. */
  readonly approvalID?: string;
}

/** The rules one decision looks at; `approvals` are only those that apply to the asking session now. */
export interface DecisionInput {
  readonly permission: string;
  readonly pattern: string;
  readonly riskLevel: ToolRiskLevel;
  readonly config: readonly PermissionRule[];
  readonly request: readonly PermissionRule[];
  readonly approvals: readonly (PermissionRule & { readonly id: string })[];
}

/** What one pattern gets, and why. */
export interface Decision {
  readonly action: PermissionAction;
  readonly cause: Extract<AuditCause, "rule" | "approval" | "risk" | "default">;
  /** The deciding rule; absent when the risk level or the default decided. */
  readonly rule?: RuleMatch;
  /** Rules a final configured deny beat: later request rules and approvals that would otherwise have decided. */
  readonly beaten: readonly RuleMatch[];
}

/** Why a permission/pattern pair gets the action it gets. */
export interface Explanation extends Decision {
  readonly permission: string;
  readonly pattern: string;
  readonly riskLevel: ToolRiskLevel;
  /** Every matching rule in evaluation order. */
  readonly matches: readonly RuleMatch[];
}

const plain = (rule: PermissionRule): PermissionRule => ({ permission: rule.permission, pattern: rule.pattern, action: rule.action });

function lastMatch(source: RuleSource, rules: DecisionInput["approvals"] | readonly PermissionRule[], permission: string, pattern: string): RuleMatch | undefined {
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index]!;
    if (!ruleMatches(rule, permission, pattern)) continue;
    const id = (rule as { id?: string }).id;
    return source === "approval" && id ? { source, index, rule: plain(rule), approvalID: id } : { source, index, rule: plain(rule) };
  }
  return undefined;
}

function allMatches(source: RuleSource, rules: DecisionInput["approvals"] | readonly PermissionRule[], permission: string, pattern: string): RuleMatch[] {
  const out: RuleMatch[] = [];
  rules.forEach((rule, index) => {
    if (!ruleMatches(rule, permission, pattern)) return;
    const id = (rule as { id?: string }).id;
    out.push(source === "approval" && id ? { source, index, rule: plain(rule), approvalID: id } : { source, index, rule: plain(rule) });
  });
  return out;
}

/**
 * Decides one pattern. A `deny` the configuration itself ends on is final: nothing the request
 * carries and no approval can override it. Otherwise OpenCode's rule holds — config, then the
 * request's rules, then approvals, and the last match wins — with the risk level on top:
 * `critical` asks every time (only a deny decides it), and with no matching rule `low` allows
 * while every other level asks.
 */
export function decide(input: DecisionInput): Decision {
  const { permission, pattern } = input;
  const fromConfig = lastMatch("config", input.config, permission, pattern);
  if (fromConfig?.rule.action === "deny") {
    const beaten = [...allMatches("request", input.request, permission, pattern), ...allMatches("approval", input.approvals, permission, pattern)].filter(
      (m) => m.rule.action !== "deny",
    );
    return { action: "deny", cause: "rule", rule: fromConfig, beaten };
  }
  const rule = lastMatch("approval", input.approvals, permission, pattern) ?? lastMatch("request", input.request, permission, pattern) ?? fromConfig;
  if (input.riskLevel === "critical") {
    if (rule?.rule.action === "deny") return { action: "deny", cause: "rule", rule, beaten: [] };
    return { action: "ask", cause: "risk", beaten: [] };
  }
  if (rule) return { action: rule.rule.action, cause: rule.source === "approval" ? "approval" : "rule", rule, beaten: [] };
  if (input.riskLevel === "low") return { action: "allow", cause: "risk", beaten: [] };
  return { action: "ask", cause: "default", beaten: [] };
}

/** The decision plus every rule that matched, for `GET /permission/explain`. */
export function explain(input: DecisionInput): Explanation {
  const { permission, pattern } = input;
  const matches = [
    ...allMatches("config", input.config, permission, pattern),
    ...allMatches("request", input.request, permission, pattern),
    ...allMatches("approval", input.approvals, permission, pattern),
  ];
  return { permission, pattern, riskLevel: input.riskLevel, ...decide(input), matches };
}
