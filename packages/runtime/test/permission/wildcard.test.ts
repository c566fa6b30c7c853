import { describe, expect, test } from "bun:test";
import { wildcardMatch } from "../../src/permission/wildcard.ts";

describe("wildcardMatch (OpenCode util/wildcard)", () => {
  test("* matches any run, including /", () => {
    expect(wildcardMatch("src/a/b/c.ts", "src/*")).toBe(true);
    expect(wildcardMatch("src/a/b/c.ts", "*.ts")).toBe(true);
    expect(wildcardMatch("", "*")).toBe(true);
    expect(wildcardMatch("lib/a.ts", "src/*")).toBe(false);
  });

  test("? matches exactly one character", () => {
    expect(wildcardMatch("a1.ts", "a?.ts")).toBe(true);
    expect(wildcardMatch("a12.ts", "a?.ts")).toBe(false);
    expect(wildcardMatch("a.ts", "a?.ts")).toBe(false);
  });

  test('a trailing " *" is optional: "ls *" matches "ls"', () => {
    expect(wildcardMatch("ls", "ls *")).toBe(true);
    expect(wildcardMatch("ls -la", "ls *")).toBe(true);
    expect(wildcardMatch("lsof", "ls *")).toBe(false);
    expect(wildcardMatch("git", "git *")).toBe(true);
  });

  test("regex metacharacters are literal", () => {
    expect(wildcardMatch("a.b", "a.b")).toBe(true);
    expect(wildcardMatch("axb", "a.b")).toBe(false);
    expect(wildcardMatch("(x)+[y]{2}|$^", "(x)+[y]{2}|$^")).toBe(true);
  });

  test("the whole string must match, and newlines are ordinary characters", () => {
    expect(wildcardMatch("git status", "git")).toBe(false);
    expect(wildcardMatch("echo a\necho b", "echo *")).toBe(true);
  });

  test("backslashes are normalised to / on both sides", () => {
    expect(wildcardMatch("C:\\Users\\me\\x.ts", "C:/Users/*")).toBe(true);
    expect(wildcardMatch("C:/Users/me/x.ts", "C:\\Users\\*")).toBe(true);
  });

  test("is case-sensitive", () => {
    expect(wildcardMatch("README.md", "readme.md")).toBe(false);
  });
});
