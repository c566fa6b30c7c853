/**
 * `run`: an argv, no shell. What bash would expand, pipe or chain reaches the program as written;
 * rules match the argv joined as a command line. Sandboxed like bash (the default sandbox here).
 */
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { commandLine } from "../../src/tools/builtin/run-tool.ts";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

const hasBwrap = Bun.which("bwrap") !== null;
let h: Harness;
beforeEach(async () => {
  h = await openHarness(hasBwrap ? {} : { sandbox: { mode: "off" } });
});
afterEach(() => h.close());

describe("run", () => {
  test("shell syntax is not interpreted where bash expands it", async () => {
    const payload = ["$HOME", "*", "$(touch pwned)", "a;touch pwned2", "`id`", "x|y"];
    const viaRun = completedOf(await h.call("run", { argv: ["printf", "%s\\n", ...payload] }));
    expect(viaRun.output).toBe(`${payload.join("\n")}\n`);
    expect(existsSync(join(h.root, "pwned"))).toBe(false);
    expect(existsSync(join(h.root, "pwned2"))).toBe(false);
    // The same words through bash are expanded and run: the difference is the point.
    const viaBash = completedOf(await h.call("bash", { command: `printf '%s\\n' ${payload.join(" ")}` }));
    expect(viaBash.output).not.toBe(viaRun.output);
    expect(existsSync(join(h.root, "pwned")) || existsSync(join(h.root, "pwned2"))).toBe(true);
  });

  test("a whole command line as argv[0] is a program name, not a shell line: it fails to start", async () => {
    const state = completedOf(await h.call("run", { argv: ["ls -la | grep x"] }));
    expect(state.output).toMatch(/No such file or directory|not found|exit 1/);
  });

  test("permission patterns are the argv as a command line; a rule on `run` decides", async () => {
    const ruled = await openHarness({ ...(hasBwrap ? {} : { sandbox: { mode: "off" as const } }), rules: [{ permission: "run", pattern: "echo *", action: "allow" }, { permission: "run", pattern: "rm *", action: "deny" }] });
    try {
      expect(completedOf(await ruled.call("run", { argv: ["echo", "a b", "it's"] })).output).toBe("a b it's\n");
      expect(ruled.asks.at(-1)).toMatchObject({ permission: "run", patterns: [`echo 'a b' 'it'\\''s'`], always: ["echo *"] });
      expect(errorOf(await ruled.call("run", { argv: ["rm", "-rf", "."] }))).toMatch(/prevents you/);
    } finally {
      await ruled.close();
    }
    expect(commandLine(["git", "commit", "-m", "two words"])).toBe("git commit -m 'two words'");
  });

  test("invalid input is refused by the schema (a string argv, an empty one)", async () => {
    expect(errorOf(await h.call("run", { argv: "ls -la" }))).toMatch(/^invalid input for tool "run"/);
    expect(errorOf(await h.call("run", { argv: [] }))).toMatch(/^invalid input for tool "run"/);
  });
});
