import { describe, expect, test } from "bun:test";
import { homedir } from "node:os";
import { expandHome } from "../../src/permission/home-expansion.ts";
import { rulesFromConfig } from "../../src/permission/rules-from-config.ts";
import { InvalidArgumentError } from "../../src/errors/runtime-error.ts";

describe("expandHome", () => {
  const home = "/home/ada";
  test("~ and ~/ expand at the start only", () => {
    expect(expandHome("~", home)).toBe("/home/ada");
    expect(expandHome("~/src/*", home)).toBe("/home/ada/src/*");
    expect(expandHome("src/~/x", home)).toBe("src/~/x");
    expect(expandHome("~ada/x", home)).toBe("~ada/x");
  });
  test("$HOME and $HOME/ expand at the start only", () => {
    expect(expandHome("$HOME", home)).toBe("/home/ada");
    expect(expandHome("$HOME/.ssh/*", home)).toBe("/home/ada/.ssh/*");
    expect(expandHome("x/$HOME", home)).toBe("x/$HOME");
  });
  test("defaults to the real home directory", () => {
    expect(expandHome("~/x")).toBe(`${homedir()}/x`);
  });
});

describe("rulesFromConfig", () => {
  test('a bare action becomes one rule with pattern "*"', () => {
    expect(rulesFromConfig({ edit: "ask" })).toEqual([{ permission: "edit", pattern: "*", action: "ask" }]);
  });

  test("an object becomes one rule per entry, in order", () => {
    expect(rulesFromConfig({ bash: { "*": "ask", "git *": "allow", "rm *": "deny" }, read: "allow" })).toEqual([
      { permission: "bash", pattern: "*", action: "ask" },
      { permission: "bash", pattern: "git *", action: "allow" },
      { permission: "bash", pattern: "rm *", action: "deny" },
      { permission: "read", pattern: "*", action: "allow" },
    ]);
  });

  test("object patterns get home expansion", () => {
    expect(rulesFromConfig({ read: { "~/secrets/*": "deny", "$HOME/.ssh/*": "deny" } }, "/h")).toEqual([
      { permission: "read", pattern: "/h/secrets/*", action: "deny" },
      { permission: "read", pattern: "/h/.ssh/*", action: "deny" },
    ]);
  });

  test("an unknown action is refused with the key named", () => {
    expect(() => rulesFromConfig({ edit: "maybe" as "ask" })).toThrow(InvalidArgumentError);
    expect(() => rulesFromConfig({ bash: { "git *": "yes" as "allow" } })).toThrow(/bash\.git \*/);
  });
});
