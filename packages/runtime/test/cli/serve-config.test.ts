import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SERVE = join(import.meta.dir, "../../src/cli/serve.ts");
const dir = mkdtempSync(join(tmpdir(), "toolwire-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serve(args: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  const proc = Bun.spawn(["bun", SERVE, "--grpc-port", "0", "--http-port", "0", "--data-dir", join(dir, "data"), ...args], {
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, TOOLWIRE_TOKEN: "t" },
  });
  const timer = setTimeout(() => proc.kill("SIGKILL"), 15_000);
  const [code, stdout, stderr] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  clearTimeout(timer);
  return { code, stdout, stderr };
}

describe("serve --config", () => {
  test("a config that breaks the schema exits 2 naming the file and the JSON pointer", async () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ bash: { "*": "ask", "rm *": "nope" }, edit: "deny" }));
    const { code, stderr } = await serve(["--config", file]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}#/bash`);
    expect(stderr).toContain("rm *");
  });

  test("a config that is not JSON names the file", async () => {
    const file = join(dir, "syntax.json");
    writeFileSync(file, '{\n  "bash": "ask",\n  "edit": deny\n}\n');
    const { code, stderr } = await serve(["--config", file]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}: not valid JSON`);
  });

  test("a missing --config file is an error, and --help documents the option and the credentials", async () => {
    const { code, stderr } = await serve(["--config", join(dir, "absent.json")]);
    expect([code, stderr.includes("absent.json: no such file")]).toEqual([2, true]);
    const help = await serve(["--help"]);
    expect(help.code).toBe(0);
    for (const text of ["--config <file>", "permissionConfig.schema.json", "TOOLWIRE_AGENT_TOKEN", "TOOLWIRE_USER_TOKEN", "--ask-timeout"]) expect(help.stdout).toContain(text);
  });
});
