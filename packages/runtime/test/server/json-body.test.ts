import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { findForbiddenKey, jsonDepth, parseJsonText } from "../../src/server/json-body.ts";

const LIMITS = { maxDepth: 64 };

/** JSON text of `value` with the strings `every` picks (keys and values, counted in order) written wholly as \u escapes. */
function escaped(value: unknown, every: (i: number) => boolean): string {
  let i = 0;
  return JSON.stringify(value).replace(/"((?:[^"\\]|\\.)*)"/g, (whole, body: string) =>
    every(i++) ? `"${[...JSON.parse(whole) as string].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")}"` : `"${body}"`,
  );
}

/** Whether parseJsonText refuses `text`. */
function refused(text: string): boolean {
  try {
    parseJsonText(text, LIMITS, "body");
    return false;
  } catch {
    return true;
  }
}

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

  test("a forbidden key spelled with \\u escapes is refused like a plain one", () => {
    expect(() => parseJsonText('{"a":{"\\u005f_proto__":1}}', LIMITS, "body")).toThrow('body: a.__proto__: the key "__proto__" is not allowed');
    expect(() => parseJsonText('{"construct\\u006fr":1}', LIMITS, "body")).toThrow("constructor");
  });

  test("parseJsonText refuses exactly the texts whose parsed value holds a forbidden key (property)", () => {
    const key = fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "proto", "constructors", "a"), fc.string({ maxLength: 6 }));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: "small" }, fc.jsonValue({ maxDepth: 1 }), fc.array(tie("tree"), { maxLength: 3 }), fc.dictionary(key, tie("tree"), { maxKeys: 4 })),
    }));
    fc.assert(
      fc.property(tree, fc.func(fc.boolean()), (value, every) => {
        for (const text of [JSON.stringify(value), escaped(value, (i) => every(i))]) {
          expect(refused(text)).toBe(findForbiddenKey(JSON.parse(text)) !== undefined);
        }
      }),
      { numRuns: 500 },
    );
  });
});
