import { describe, expect, test } from "bun:test";
import { mapError } from "../../src/errors/error-mapping.ts";
import {
  AlreadyExistsError,
  InvalidArgumentError,
  NotFoundError,
  PayloadTooLargeError,
  RuntimeError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
} from "../../src/errors/runtime-error.ts";
import { IllegalTransitionError } from "../../src/lifecycle/lifecycle-errors.ts";
import { CorrectedError, DeniedError, RejectedError } from "../../src/permission/permission-errors.ts";

describe("one mapping for both transports", () => {
  const cases: [Error, number, number][] = [
    [new InvalidArgumentError("x"), 400, 3],
    [new UnsupportedMediaTypeError("x"), 415, 3],
    [new UnauthenticatedError(), 401, 16],
    [new NotFoundError("x"), 404, 5],
    [new AlreadyExistsError("x"), 409, 6],
    [new IllegalTransitionError("prt_1", "completed", "running"), 409, 9],
    [new RuntimeError("ABORTED", "x"), 409, 10],
    [new PayloadTooLargeError("x"), 413, 8],
    [new DeniedError([]), 403, 7],
    [new RejectedError(), 403, 7],
    [new CorrectedError("f"), 403, 7],
    [new RuntimeError("UNAVAILABLE", "x"), 503, 14],
  ];
  for (const [error, http, grpc] of cases) {
    test(`${error.name} → HTTP ${http} / gRPC ${grpc}`, () => {
      const mapped = mapError(error);
      expect([mapped.httpStatus, mapped.grpcCode]).toEqual([http, grpc]);
      expect(mapped.message).toBe(error.message);
    });
  }

  test("anything untyped is INTERNAL and its message is not leaked", () => {
    const mapped = mapError(new TypeError("secret path /etc/x"));
    expect(mapped).toMatchObject({ code: "INTERNAL", httpStatus: 500, grpcCode: 13, message: "internal error" });
    expect(mapError("a string").code).toBe("INTERNAL");
  });
});
