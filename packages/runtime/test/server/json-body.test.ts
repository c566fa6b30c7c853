import { describe, expect, test } from "bun:test";
import { findForbiddenKey, jsonDepth } from "../../src/server/json-body.ts";

describe("json body helpers", () => {
  test("jsonDepth ignores brackets inside strings, escapes included", () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}', 100)).toBe(3);
    expect(jsonDepth('{"a":"[[[{{{\\"[["}', 100)).toBe(1);
    expect(jsonDepth("1", 100)).toBe(0);
    expect(jsonDepth("[".repeat(10_000), 64)).toBe(65); // stops early
  });

  test("findForbiddenKey finds prototype keys at any depth, with their path", () => {
    expect(findForbiddenKey(JSON.parse('{"a":[{"b":{"__proto__":1}}]}'))).toBe("a[0].b.__proto__");
    expect(findForbiddenKey({ metadata: { constructor: 1 } })).toBe("metadata.constructor");
    expect(findForbiddenKey({ prototype: 1 })).toBe("prototype");
    expect(findForbiddenKey({ a: { protoX: 1, constructors: 2 } })).toBeUndefined();
    expect(findForbiddenKey([1, "x", null])).toBeUndefined();
  });
});
