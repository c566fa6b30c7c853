import { describe, expect, test } from "bun:test";
import type { PermissionRule } from "@generated/validators/permissionRule";
import { evaluate } from "../../src/permission/evaluate.ts";
import { type DecisionInput, decide, explain } from "../../src/permission/explain.ts";

const rule = (permission: string, pattern: string, action: PermissionRule["action"]): PermissionRule => ({ permission, pattern, action });

describe("evaluate: last matching rule wins", () => {
  test("a later rule overrides an earlier one", () => {
    const rules = [rule("bash", "*", "deny"), rule("bash", "git *", "allow")];
    expect(evaluate("bash", "git status", rules).action).toBe("allow");
    expect(evaluate("bash", "rm -rf /", rules).action).toBe("deny");
  });

  test("order matters: the broad rule last swallows the specific one", () => {
    const rules = [rule("bash", "git *", "allow"), rule("bash", "*", "deny")];
    expect(evaluate("bash", "git status", rules).action).toBe("deny");
  });

  test("no match asks, as the synthetic rule {permission, *, ask}", () => {
    expect(evaluate("edit", "a.ts", [rule("bash", "*", "allow")])).toEqual(rule("edit", "*", "ask"));
    expect(evaluate("edit", "a.ts")).toEqual(rule("edit", "*", "ask"));
  });

  test("the permission name is a wildcard too", () => {
    expect(evaluate("webfetch", "x", [rule("*", "*", "allow")]).action).toBe("allow");
    expect(evaluate("edit", "x", [rule("ed?t", "*", "deny")]).action).toBe("deny");
  });

  test("later rulesets come after earlier ones", () => {
    const config = [rule("edit", "*", "deny")];
    const approved = [rule("edit", "src/*", "allow")];
    expect(evaluate("edit", "src/a.ts", config, approved).action).toBe("allow");
    expect(evaluate("edit", "lib/a.ts", config, approved).action).toBe("deny");
  });
});

const input = (permission: string, pattern: string, config: PermissionRule[], extra: Partial<DecisionInput> = {}): DecisionInput => ({
  permission,
  pattern,
  riskLevel: "high",
  config,
  request: [],
  approvals: [],
  ...extra,
});

describe("explain", () => {
  test("names the deciding rule, its source and index, and every other match", () => {
    const result = explain(
      input("bash", "git push", [rule("bash", "*", "ask"), rule("bash", "git *", "allow"), rule("bash", "git push*", "ask")], {
        approvals: [{ ...rule("bash", "git push", "allow"), id: "apr_1" }],
      }),
    );
    expect(result.action).toBe("allow");
    expect(result.cause).toBe("approval");
    expect(result.rule).toEqual({ source: "approval", index: 0, rule: rule("bash", "git push", "allow"), approvalID: "apr_1" });
    expect(result.matches.map((m) => [m.source, m.index])).toEqual([
      ["config", 0],
      ["config", 1],
      ["config", 2],
      ["approval", 0],
    ]);
  });

  test("a deny the config ends on is final, and shows the approval it beat", () => {
    const result = explain(
      input("bash", "rm -rf /", [rule("bash", "*", "ask"), rule("bash", "rm *", "deny")], {
        request: [rule("bash", "*", "allow")],
        approvals: [{ ...rule("bash", "*", "allow"), id: "apr_1" }],
      }),
    );
    expect(result.action).toBe("deny");
    expect(result.rule).toEqual({ source: "config", index: 1, rule: rule("bash", "rm *", "deny") });
    expect(result.beaten.map((m) => [m.source, m.approvalID])).toEqual([
      ["request", undefined],
      ["approval", "apr_1"],
    ]);
  });

  test("a config deny that the config itself overrides later is not final", () => {
    const config = [rule("bash", "*", "deny"), rule("bash", "git *", "allow")];
    expect(decide(input("bash", "git status", config)).action).toBe("allow");
    expect(decide(input("bash", "ls", config, { approvals: [{ ...rule("bash", "ls", "allow"), id: "apr_1" }] })).action).toBe("deny");
  });

  test("risk levels: low allows when nothing matches, critical always asks unless denied", () => {
    expect(decide(input("read", "a.ts", [], { riskLevel: "low" }))).toEqual({ action: "allow", cause: "risk", beaten: [] });
    expect(decide(input("read", "a.ts", [rule("read", "*", "ask")], { riskLevel: "low" })).action).toBe("ask");
    expect(decide(input("edit", "a.ts", [], { riskLevel: "medium" }))).toEqual({ action: "ask", cause: "default", beaten: [] });
    const approvals = [{ ...rule("rm", "*", "allow"), id: "apr_1" }];
    expect(decide(input("rm", "x", [rule("rm", "*", "allow")], { riskLevel: "critical", approvals }))).toEqual({ action: "ask", cause: "risk", beaten: [] });
    expect(decide(input("rm", "x", [rule("rm", "*", "deny")], { riskLevel: "critical" })).action).toBe("deny");
  });

  test("falls back to the default ask when nothing matches", () => {
    const result = explain(input("edit", "a.ts", [rule("bash", "*", "allow")]));
    expect(result.action).toBe("ask");
    expect(result.cause).toBe("default");
    expect(result.rule).toBeUndefined();
    expect(result.matches).toEqual([]);
  });

  test("agrees with evaluate where no config deny is overridden", () => {
    const rules = [rule("*", "*", "ask"), rule("read", "*", "allow"), rule("read", "*.env", "deny")];
    for (const [permission, pattern] of [["read", "a.env"], ["read", "a.ts"], ["edit", "x"]] as const) {
      expect(explain(input(permission, pattern, rules)).action).toBe(evaluate(permission, pattern, rules).action);
    }
  });
});
