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
