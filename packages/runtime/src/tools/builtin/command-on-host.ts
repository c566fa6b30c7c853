import type { ToolContext, ToolResult } from "../tool-definition.ts";
import type { HostExit, HostTerminal } from "../tool-host.ts";
import type { CommandRun } from "./sandboxed-command.ts";

/** How often a host terminal's output is read into the running part's metadata. */
const POLL_MS = 100;
const METADATA_TAIL = 30_000;

/**
 * A process tool's command (bash, run) on the host's terminal (an ACP editor's `terminal/create`): the person sees the command
 * run in their editor; the part's metadata carries `terminalId` (so its tool call shows the
 * terminal) and the output's tail while it runs. A timeout or abort kills and releases the
 * terminal; the result is the command's output and exit status, as with the local bash.
 */
export async function commandOnHostTerminal(run: CommandRun, context: ToolContext): Promise<ToolResult> {
  const host = context.host!.terminal!;
  const [command, ...args] = run.argv;
  const terminal: HostTerminal = await host.create({ command: command!, args, cwd: run.cwd, outputByteLimit: context.limits.maxOutputBytes });
  context.metadata({ terminalId: terminal.id, via: context.host!.name, description: run.description });
  let stopped = false;
  const poll = (async () => {
    while (!stopped) {
      await Bun.sleep(POLL_MS);
      if (stopped) break;
      const now = await terminal.output().catch(() => undefined);
      if (now && !stopped) context.metadata({ output: now.output.slice(-METADATA_TAIL) });
    }
  })();
  const aborted = new Promise<never>((_, reject) => {
    if (context.signal.aborted) reject(context.signal.reason);
    context.signal.addEventListener("abort", () => reject(context.signal.reason), { once: true });
  });
  let exit: HostExit;
  try {
    exit = await Promise.race([terminal.waitForExit(), aborted]);
  } catch (error) {
    stopped = true;
    await terminal.kill().catch(() => {});
    await terminal.release().catch(() => {});
    throw error;
  }
  stopped = true;
  await poll;
  const final = await terminal.output();
  await terminal.release().catch(() => {});
  const output = final.output;
  const status = exit.code ?? (exit.signal ? `signal ${exit.signal}` : "unknown");
  return {
    output: exit.code === 0 ? output : `${output}${output.endsWith("\n") || output === "" ? "" : "\n"}\n(exit ${status})`,
    title: run.title,
    metadata: { exit: exit.code, signal: exit.signal, description: run.description, output: output.slice(-METADATA_TAIL), terminalId: terminal.id, via: context.host!.name, ...(final.truncated ? { hostTruncated: true } : {}) },
  };
}
