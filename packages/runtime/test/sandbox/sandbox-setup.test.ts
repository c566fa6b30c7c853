/**
 * How the sandbox is set up and widened: no silent downgrade where bubblewrap is missing, the
 * runtime's state kept out of every workspace, token files checked, the config's `sandbox` block,
 * and an MCP server from npm running sandboxed without the runtime's credentials.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { spawnServer } from "../../src/cli/spawn-serve.ts";
import { completedOf, errorOf, openHarness } from "../tools/engine-harness.ts";
import { httpClient } from "../helpers/http-client.ts";
import { AGENT, USER } from "./attack-harness.ts";

const hasBwrap = Bun.which("bwrap") !== null;
let root: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync("/var/tmp/toolwire-setup-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A fresh directory under the test root. */
const fresh = (name: string) => {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** Starts a server expected to refuse; returns what it printed. */
async function refusal(dataDir: string | undefined, args: string[], env: Record<string, string> = {}, cwd?: string): Promise<string> {
  const error = await spawnServer(dataDir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER, ...env }, 15_000, args, cwd).then(
    async (server) => {
      await server.kill();
      return new Error("the server started");
    },
    (e: Error) => e,
  );
  return error.message;
}

describe("no silent downgrade", () => {
  test("without bubblewrap, bash refuses naming the package and the way out; --sandbox off runs it and says so", async () => {
    const missing = await openHarness({ sandbox: { bwrapPath: "/nonexistent/bwrap" } });
    try {
      expect(missing.engine.sandbox.summary[0]).toContain("UNAVAILABLE");
      const error = errorOf(await missing.call("bash", { command: "echo should-not-run > ran.txt" }));
      expect(error).toContain("apt-get install bubblewrap");
      expect(error).toContain("--sandbox off");
      expect(Bun.file(join(missing.root, "ran.txt")).size).toBe(0);
    } finally {
      await missing.close();
    }
    const off = await openHarness({ sandbox: { mode: "off", bwrapPath: "/nonexistent/bwrap" } });
    try {
      const state = completedOf(await off.call("bash", { command: "echo ran" }));
      expect(state.output).toBe("ran\n");
      expect(state.metadata).toMatchObject({ sandbox: "off" });
    } finally {
      await off.close();
    }
  });

  test("an MCP server refuses to start without a sandbox, naming the package", async () => {
    const logged: string[] = [];
    const h = await openHarness({ log: (m) => logged.push(m), sandbox: { bwrapPath: "/nonexistent/bwrap" }, mcpServers: [{ name: "nx", command: "node", args: ["-e", "1"] }], mcpRestart: { baseDelayMs: 60_000, maxDelayMs: 60_000 } });
    try {
      await h.engine.ready();
      // No process was started, no tool listed; the log names the missing package and the way out.
      expect(h.engine.list().filter((t) => t.source === "mcp")).toEqual([]);
      expect(logged.join("\n")).toMatch(/mcp nx: start failed: no sandbox: .*apt-get install bubblewrap.*--sandbox off/);
    } finally {
      await h.close();
    }
  });
});

describe("the runtime's state stays out of every workspace", () => {
  test("a data dir inside the workspace is refused at startup, however it is spelled", async () => {
    const ws = fresh("ws-state");
    symlinkSync(ws, join(root, "ws-link"));
    for (const dataDir of [join(ws, ".toolwire"), join(root, "ws-link", "state"), join(ws, "a", "..", "b")]) {
      const message = await refusal(dataDir, ["--workspace", ws]);
      expect(message).toContain("exited with 2");
      expect(message).toContain("is inside the workspace");
      expect(message).toContain("--data-dir");
    }
  });

  test("a config or a token file inside the workspace is refused too, naming its flag", async () => {
    const ws = fresh("ws-config");
    writeFileSync(join(ws, "rules.json"), "{}");
    expect(await refusal(fresh("data-config"), ["--workspace", ws, "--config", join(ws, "rules.json")])).toContain("--config");
    writeFileSync(join(ws, "user.tok"), "tok\n", { mode: 0o600 });
    expect(await refusal(fresh("data-tok"), ["--workspace", ws, "--user-token-file", join(ws, "user.tok")], { TOOLWIRE_USER_TOKEN: "" })).toContain("--user-token-file");
  });

  test("a token file other users can read is refused with the chmod to run", async () => {
    const dir = fresh("tok-mode");
    const file = join(dir, "agent.tok");
    writeFileSync(file, "agent-from-file\n");
    chmodSync(file, 0o644);
    const message = await refusal(fresh("data-mode"), ["--workspace", fresh("ws-mode"), "--agent-token-file", file], { TOOLWIRE_AGENT_TOKEN: "" });
    expect(message).toContain("mode 0644");
    expect(message).toContain(`chmod 600 ${file}`);
  });

  test.if(hasBwrap)("no flags at all: the data dir is the user's state directory, and neither read nor bash reaches its tokens", async () => {
    const home = fresh("home-noflags");
    const ws = fresh("ws-noflags");
    const server = await spawnServer(undefined, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: "", TOOLWIRE_USER_TOKEN: "", HOME: home, XDG_STATE_HOME: "", TOOLWIRE_DATABASE_URL: "" }, 20_000, [], ws);
    try {
      const state = join(home, ".local", "state", "toolwire");
      await Bun.sleep(200);
      expect(server.output()).toContain(`data dir  ${state}`);
      const agentToken = readFileSync(join(state, "agent.token"), "utf8").trim();
      const userToken = readFileSync(join(state, "user.token"), "utf8").trim();
      const agent = httpClient(server.httpUrl, agentToken);
      type Part = { state: { status: string; output?: string; error?: string } };
      const call = (tool: string, input: unknown) => agent.json<Part>(agent.post("/session/ses_nf/tool-call", { messageID: "msg_1", callID: `c${Math.random()}`, tool, input }));
      const read = await call("read", { filePath: ".toolwire/user.token" });
      expect(read.state.status).toBe("error");
      const absolute = await call("read", { filePath: join(state, "user.token") });
      expect(absolute.state.status).toBe("error");
      // bash needs a rule (high risk asks); the user allows it, the agent then probes.
      const user = httpClient(server.httpUrl, userToken);
      const probing = call("bash", { command: `cat ${join(state, "user.token")}; ls ${state}; echo done` });
      let asked: { id: string }[] = [];
      for (let i = 0; i < 100 && asked.length === 0; i++) {
        asked = await user.json<{ id: string }[]>(user.get("/permission"));
        if (asked.length === 0) await Bun.sleep(50);
      }
      await user.post(`/permission/${asked[0]!.id}/reply`, { reply: "once" });
      const bash = await probing;
      expect(bash.state.status).toBe("completed");
      expect(bash.state.output).not.toContain(userToken);
      expect(bash.state.output).not.toContain("approvals.db");
    } finally {
      await server.kill();
    }
  });
});

describe.if(hasBwrap)("the sandbox config", () => {
  test("writable and hidden paths, passed variables; a credential variable is refused at startup naming the pointer", async () => {
    const extra = fresh("cache");
    const secretDir = fresh("private");
    writeFileSync(join(secretDir, "key"), "HIDDEN-CONTENT");
    const h = await openHarness({ sandbox: { env: { ...process.env, MY_BUILD_FLAG: "on" }, config: { filesystem: { writable: [extra], hidden: [secretDir] }, env: ["MY_BUILD_FLAG"] } } });
    try {
      const state = completedOf(await h.call("bash", { command: `echo cached > ${extra}/c.txt; echo w=$?; cat ${secretDir}/key; echo flag=$MY_BUILD_FLAG` }));
      expect(state.output).toContain("w=0");
      expect(state.output).toContain("flag=on");
      expect(state.output).not.toContain("HIDDEN-CONTENT");
      expect(readFileSync(join(extra, "c.txt"), "utf8")).toBe("cached\n");
    } finally {
      await h.close();
    }
    const data = fresh("data-env");
    writeFileSync(join(data, "sandbox.json"), JSON.stringify({ env: ["GITHUB_TOKEN"] }));
    const message = await refusal(data, ["--workspace", fresh("ws-env")]);
    expect(message).toContain("sandbox.json#/env/0");
    expect(message).toContain("credentials never enter a sandbox");
    // Checked against its schema, errors at their pointer; a named file must exist.
    writeFileSync(join(data, "sandbox.json"), JSON.stringify({ filesystem: { writable: "~/.cache" } }));
    expect(await refusal(data, ["--workspace", fresh("ws-env2")])).toContain("sandbox.json#/filesystem/writable");
    expect(await refusal(fresh("data-env3"), ["--workspace", fresh("ws-env3"), "--sandbox-config", join(root, "nope.json")])).toContain("nope.json: no such file");
  });
});

describe.if(hasBwrap)("an MCP server from npm, sandboxed", () => {
  test("@modelcontextprotocol/server-everything runs through --mcp, its get-env call completes, and it sees no token", async () => {
    const entry = join(dirname(createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/package.json")), "dist", "index.js");
    const data = fresh("data-mcp");
    writeFileSync(join(data, "permission.json"), JSON.stringify({ "*": "allow" }));
    const server = await spawnServer(data, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER }, 30_000, ["--workspace", fresh("ws-mcp"), "--mcp", `everything=node ${entry} stdio`]);
    try {
      const agent = httpClient(server.httpUrl, AGENT);
      type Part = { state: { status: string; output?: string; error?: string } };
      let part: Part | undefined;
      for (let i = 0; i < 100; i++) {
        part = await agent.json<Part>(agent.post("/session/ses_mcp/tool-call", { messageID: "msg_1", callID: `c${i}`, tool: "everything_get-env", input: {} }));
        if (part.state.status === "completed" || !/unknown tool|unavailable|starting/.test(part.state.error ?? "")) break;
        await Bun.sleep(200);
      }
      expect(part?.state.status).toBe("completed");
      const env = part!.state.output!;
      expect(env).toContain('"HOME": "/tmp/home"');
      for (const secret of [AGENT, USER, "TOOLWIRE_"]) expect(env).not.toContain(secret);
    } finally {
      await server.kill();
    }
  });
});
