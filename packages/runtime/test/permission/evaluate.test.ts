import { describe, expect, test } from "bun:test";
import type { PermissionRule } from "@generated/validators/permissionRule";
import { evaluate } from "../../src/permission/evaluate.ts";
import { explain } from "../../src/permission/explain.ts";

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

describe("explain", () => {
  test("names the deciding rule, its source and index, and every other match", () => {
    const result = explain("bash", "git push", [
      { source: "config", rules: [rule("bash", "*", "ask"), rule("bash", "git *", "allow"), rule("bash", "git push*", "deny")] },
      { source: "request", rules: [] },
      { source: "approval", rules: [{ ...rule("bash", "git push", "allow"), id: "apr_1" }] },
    ]);
    expect(result.action).toBe("allow");
    expect(result.decidedBy).toEqual({ source: "approval", index: 0, rule: rule("bash", "git push", "allow"), approvalID: "apr_1" });
    expect(result.matches.map((m) => [m.source, m.index])).toEqual([
      ["config", 0],
      ["config", 1],
      ["config", 2],
      ["approval", 0],
    ]);
  });

  test("falls back to the default ask when nothing matches", () => {
    const result = explain("edit", "a.ts", [{ source: "config", rules: [rule("bash", "*", "allow")] }]);
    expect(result.action).toBe("ask");
    expect(result.decidedBy.source).toBe("default");
    expect(result.matches).toEqual([]);
  });

  test("agrees with evaluate", () => {
    const rules = [rule("*", "*", "ask"), rule("read", "*", "allow"), rule("read", "*.env", "deny")];
    for (const [permission, pattern] of [["read", "a.env"], ["read", "a.ts"], ["edit", "x"]] as const) {
      expect(explain(permission, pattern, [{ source: "config", rules }]).action).toBe(evaluate(permission, pattern, rules).action);
    }
  });
});
