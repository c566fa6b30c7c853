import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { wildcardMatch } from "../../src/permission/wildcard.ts";

/** The matcher this project (and OpenCode) used before: the pattern compiled to a backtracking regular expression. */
function regexMatch(input: string, pattern: string): boolean {
  let escaped = pattern
    .replaceAll("\\", "/")
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  if (escaped.endsWith(" .*")) escaped = `${escaped.slice(0, -3)}( .*)?`;
  return new RegExp(`^${escaped}$`, "s").test(input.replaceAll("\\", "/"));
}

// Small alphabets make matches (and near misses) common; at most 4 stars keeps the old matcher fast.
const text = fc.string({ unit: fc.constantFrom("a", "b", " ", "/", "\\", ".", "\n", "é"), maxLength: 12 });
const glob = fc
  .array(fc.constantFrom("a", "b", " ", "/", "\\", ".", "?", "*", "(", "é"), { maxLength: 8 })
  .filter((chars) => chars.filter((c) => c === "*").length <= 4)
  .map((chars) => chars.join(""));

describe("wildcard matcher: same answers as the old regex matcher, in linear time", () => {
  test("random differential against the regex matcher (fast-check, 20,000 pairs)", () => {
    fc.assert(
      fc.property(text, glob, (input, pattern) => {
        expect(wildcardMatch(input, pattern)).toBe(regexMatch(input, pattern));
        expect(wildcardMatch(input, `${pattern} *`)).toBe(regexMatch(input, `${pattern} *`));
      }),
      { numRuns: 20_000 },
    );
  });

  test("the ReDoS pattern *a*b*a*b*c against 600 characters is answered (the regex took 75 s here)", () => {
    const input = "ab".repeat(300);
    expect(wildcardMatch(input, "*a*b*a*b*c")).toBe(false);
    expect(wildcardMatch(`${input}c`, "*a*b*a*b*c")).toBe(true);
  });
});
