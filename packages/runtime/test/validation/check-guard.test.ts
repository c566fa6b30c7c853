import { describe, expect, test } from "bun:test";
import { checkToolPart } from "@generated/guards/toolPart";
import { toolPartSchema } from "@generated/validators/toolPart";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { InvalidArgumentError } from "../../src/errors/runtime-error.ts";
import { checked } from "../../src/validation/check-guard.ts";
import { validate } from "../../src/validation/validate.ts";

const examples = JSON.parse(readFileSync(join(import.meta.dir, "../../../../schema/examples/toolPart.examples.json"), "utf8")) as { valid: unknown[]; invalid: unknown[] };
const part = examples.valid[0] as Record<string, unknown>;

function failure(value: unknown): InvalidArgumentError {
  try {
    checked(checkToolPart, value, "tool part");
  } catch (error) {
    if (error instanceof InvalidArgumentError) return error;
    throw error;
  }
  throw new Error("expected the guard to reject the value");
}

describe("checked: the compiled guard on the runtime's validation path", () => {
  test("returns the value itself when it is valid", () => {
    expect(checked(checkToolPart, part, "tool part") as unknown).toBe(part);
  });

  test("gives the Zod schema's verdict on every example", () => {
    for (const doc of [...examples.valid, ...examples.invalid]) {
      const zod = (() => {
        try {
          validate(toolPartSchema, doc, "tool part");
          return true;
        } catch {
          return false;
        }
      })();
      const guard = (() => {
        try {
          checked(checkToolPart, doc, "tool part");
          return true;
        } catch {
          return false;
        }
      })();
      expect({ doc, guard }).toEqual({ doc, guard: zod });
    }
  });

  test("names the failing field path, nested ones too", () => {
    const state = part.state as Record<string, unknown>;
    const error = failure({ ...part, state: { ...state, time: { ...(state.time as object), start: "soon" } } });
    expect(error.message).toStartWith("invalid tool part: state.time.start: ");
    const unknown = failure({ ...part, extra: 1 });
    expect(unknown.message).toContain('extra: Unrecognized key "extra"');
  });

  test("names the discriminator when no state variant has the tag", () => {
    const error = failure({ ...part, state: { status: "paused" } });
    expect(error.message).toContain("state.status: Invalid discriminator value");
  });
});
