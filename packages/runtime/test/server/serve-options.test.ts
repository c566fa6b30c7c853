import { describe, expect, test } from "bun:test";
import { DEFAULT_GRPC_PORT, DEFAULT_HTTP_PORT, parseServeOptions, UsageError } from "../../src/server/serve-options.ts";

describe("serve options", () => {
  test("defaults: 127.0.0.1, fixed ports, ./.toolwire", () => {
    expect(parseServeOptions([], "/w")).toEqual({ host: "127.0.0.1", grpcPort: DEFAULT_GRPC_PORT, httpPort: DEFAULT_HTTP_PORT, dataDir: "/w/.toolwire", help: false });
  });

  test("flags with separate or = values, and a leading --", () => {
    const options = parseServeOptions(["--", "--grpc-port", "0", "--http-port=8080", "--data-dir", "d", "--host=::1"], "/w");
    expect(options).toEqual({ host: "::1", grpcPort: 0, httpPort: 8080, dataDir: "/w/d", help: false });
    expect(Object.isFrozen(options)).toBe(true);
  });

  test("--help", () => {
    expect(parseServeOptions(["--help"]).help).toBe(true);
  });

  test("bad input is a UsageError naming the flag", () => {
    expect(() => parseServeOptions(["--grpc-port", "x"])).toThrow(UsageError);
    expect(() => parseServeOptions(["--http-port", "70000"])).toThrow(/--http-port/);
    expect(() => parseServeOptions(["--http-port", "-1"])).toThrow(UsageError);
    expect(() => parseServeOptions(["--data-dir"])).toThrow(/needs a value/);
    expect(() => parseServeOptions(["--verbose"])).toThrow(/unknown option/);
  });
});
