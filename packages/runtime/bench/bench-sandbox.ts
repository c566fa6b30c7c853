/**
 * The sandbox's price: the same tool calls through the HTTP tool route against two `bun run serve`
 * subprocesses over one workspace, one sandboxed (bubblewrap, the default) and one with
 * `--sandbox off`, alternated in rounds so both see the same load. Bounded: fixed rounds and calls.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../src/cli/spawn-serve.ts";

const AGENT = "bench-agent-token-sandbox";
const USER = "bench-user-token-sandbox";
const fmt = (n: number, digits = 2) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

interface Row {
  readonly name: string;
  readonly tool: string;
  readonly input: Record<string, unknown>;
}

/** Median of a list (ms). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The sandbox section of BENCHMARKS.md. */
export async function benchSandbox(rounds = 15, callsPerSlice = 10): Promise<string> {
  if (!Bun.which("bwrap")) return "## Sandbox (bubblewrap) cost\n\nNot measured: bubblewrap is not installed (apt-get install bubblewrap).\n";
  const root = mkdtempSync("/var/tmp/toolwire-bench-sandbox-");
  const workspace = join(root, "ws");
  mkdirSync(join(workspace, "src"), { recursive: true });
  for (let i = 0; i < 100; i++) writeFileSync(join(workspace, "src", `file-${i}.ts`), `export const value${i} = ${i};\n// TODO: item ${i}\n${"const filler = 1;\n".repeat(40)}`);
  const servers: Record<"on" | "off", ServerProcess> = {} as never;
  try {
    for (const mode of ["on", "off"] as const) {
      const data = join(root, `data-${mode}`);
      mkdirSync(data);
      writeFileSync(join(data, "permission.json"), JSON.stringify({ "*": "allow" }));
      servers[mode] = await spawnServer(data, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER }, 20_000, ["--workspace", workspace, "--sandbox", mode]);
    }
    const rows: Row[] = [
      { name: "bash `true`", tool: "bash", input: { command: "true" } },
      { name: "grep over 100 files", tool: "grep", input: { pattern: "TODO: item", path: "src" } },
    ];
    let n = 0;
    const call = async (server: ServerProcess, row: Row) => {
      const response = await fetch(`${server.httpUrl}/session/ses_bench/tool-call`, {
        method: "POST",
        headers: { Authorization: `Bearer ${AGENT}`, "Content-Type": "application/json" },
        body: JSON.stringify({ messageID: "msg_bench", callID: `c${++n}`, tool: row.tool, input: row.input }),
      });
      const part = (await response.json()) as { state: { status: string; error?: string } };
      if (part.state.status !== "completed") throw new Error(`${row.name}: ${part.state.error ?? part.state.status}`);
    };
    const results = [];
    for (const row of rows) {
      const slices: Record<"on" | "off", number[]> = { on: [], off: [] };
      for (const mode of ["on", "off"] as const) for (let i = 0; i < 5; i++) await call(servers[mode], row);
      for (let r = 0; r < rounds; r++) {
        for (const mode of r % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
          const start = performance.now();
          for (let i = 0; i < callsPerSlice; i++) await call(servers[mode], row);
          slices[mode].push((performance.now() - start) / callsPerSlice);
        }
      }
      const on = median(slices.on);
      const off = median(slices.off);
      results.push({ row, on, off });
    }
    return [
      "## Sandbox (bubblewrap) cost",
      "",
      `The same tool calls through \`POST /session/:id/tool-call\` (HTTP, agent token, a config allowing them) against two servers over one workspace of 100 files: sandboxed (bubblewrap: own namespaces, masks, allow-listed environment) and \`--sandbox off\`; ${rounds} alternated rounds of ${callsPerSlice} sequential calls each, median ms per call. In the first column bash runs inside the sandbox (bubblewrap, its own cgroup); grep's ripgrep is the runtime's own helper with fixed arguments whose results are checked like the file tools', so it pays only those checks.`,
      "",
      "| call | sandboxed ms/call | --sandbox off ms/call | added ms/call | ratio (sandboxed ÷ off) |",
      "| --- | --- | --- | --- | --- |",
      ...results.map(({ row, on, off }) => `| ${row.name} | ${fmt(on)} | ${fmt(off)} | ${fmt(on - off)} | ${fmt(on / off)}× |`),
      "",
    ].join("\n");
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.kill()));
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchSandbox());
