import { expect, test } from "bun:test";
import { createIdentifier } from "../../src/ids/identifier.ts";

test("ids are prefix_ + 26 chars (12 hex time-ordered + 14 base62) and sort by creation", () => {
  const ids = Array.from({ length: 2_000 }, () => createIdentifier("per"));
  for (const id of ids) expect(id).toMatch(/^per_[0-9a-f]{12}[0-9A-Za-z]{14}$/);
  expect(new Set(ids).size).toBe(ids.length);
  const prefixes = ids.map((id) => id.slice(0, 16));
  expect([...prefixes].sort()).toEqual(prefixes);
  expect(createIdentifier("ses", 1_000) < createIdentifier("ses", 2_000)).toBe(true);
});

test("the random part uses every base62 character about equally often (no character favoured by how it is drawn)", () => {
  const counts = new Map<string, number>();
  const ids = 20_000;
  for (let i = 0; i < ids; i++) for (const c of createIdentifier("aud").slice(16)) counts.set(c, (counts.get(c) ?? 0) + 1);
  expect(counts.size).toBe(62);
  // 280,000 draws over 62 characters: 4,516 expected each; a chi-square over 61 degrees of freedom stays far below 150.
  const expected = (ids * 14) / 62;
  const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
  expect(chiSquare).toBeLessThan(150);
});
