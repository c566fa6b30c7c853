import { afterEach, describe, expect, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveToken } from "../../src/server/auth-token.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-token-"));
  dirs.push(dir);
  return join(dir, "data");
};

describe("token", () => {
  test("TOOLWIRE_TOKEN wins and is not stored", () => {
    const dir = tempDir();
    expect(resolveToken(dir, " secret ")).toEqual({ token: "secret", source: "env", path: undefined });
  });

  test("generated once (0600), then reused", () => {
    const dir = tempDir();
    const first = resolveToken(dir, undefined);
    expect(first.source).toBe("generated");
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    expect(statSync(first.path!).mode & 0o777).toBe(0o600);
    const second = resolveToken(dir, "");
    expect(second).toEqual({ token: first.token, source: "stored", path: first.path });
  });

  test("an empty or whitespace-only token file is replaced by a new token (0600), not trusted", () => {
    for (const content of ["", " \n\t\n"]) {
      const dir = tempDir();
      mkdirSync(dir, { recursive: true });
      const path = join(dir, "token");
      writeFileSync(path, content);
      chmodSync(path, 0o644);
      const resolved = resolveToken(dir, undefined);
      expect(resolved.source).toBe("generated");
      expect(resolved.path).toBe(path);
      expect(resolved.token.length).toBeGreaterThanOrEqual(43);
      expect(readFileSync(path, "utf8")).toBe(`${resolved.token}\n`);
      expect(statSync(path).mode & 0o777).toBe(0o600);
      // No temp file is left behind, and the next start reuses the new token.
      expect(readdirSync(dir)).toEqual(["token"]);
      expect(resolveToken(dir, undefined)).toEqual({ token: resolved.token, source: "stored", path });
    }
  });
});
