import { SandboxUnavailableError } from "../../sandbox/sandbox-errors.ts";
import type { Sandbox } from "../../sandbox/sandbox.ts";
import { runInGroup } from "../process-group.ts";
import { type LimitEnforcement, limitedArgv } from "../resource-limits.ts";
import type { ToolContext, ToolResult } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { formatBytes } from "../workspace.ts";
import { commandOnHostTerminal } from "./command-on-host.ts";

/** How much of the output the running part's metadata carries (the tail), like OpenCode's 30 000. */
const METADATA_TAIL = 30_000;
/** At most one metadata update per interval while output streams (the last chunk always lands). */
const STREAM_INTERVAL_MS = 100;
/** Exit status of a shell whose command was killed by SIGXCPU (128 + 24). */
const SIGXCPU_STATUS = 152;
// What common runtimes print when an allocation fails under RLIMIT_DATA.
const OUT_OF_MEMORY = /out of memory|cannot allocate memory|std::bad_alloc|MemoryError|JavaScript heap out of memory|fatal error: runtime: out of memory/i;

/** One command a process tool (bash, run) starts: its argv, where, and what the part shows. */
export interface CommandRun {
  /** The tool running it (`bash`, `run`): whose network rule applies. */
  readonly tool: string;
  readonly argv: readonly string[];
  /** Absolute, inside the workspace. */
  readonly cwd: string;
  readonly title: string;
  readonly description?: string | undefined;
}

/**
 * Runs a command for a process tool: on the editor's terminal when the client offers one, else in
 * the sandbox (see sandbox/) as the leader of its own process group under prlimit, inside its
 * cgroup. Output streams into the running part's metadata; a timeout or abort kills the group,
 * and the sandbox's PID namespace and cgroup take everything the command started. A non-zero
 * exit is the command's result (`(exit N)`), not the tool failing; limits hit are failures.
 */
export async function runCommand(run: CommandRun, context: ToolContext, enforcement: LimitEnforcement, sandbox: Sandbox): Promise<ToolResult> {
  if (context.host?.terminal) return commandOnHostTerminal(run, context);
  const sandboxKind = sandbox.support.kind;
  let tail = "";
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const decoder = new TextDecoder();
  const publish = () => {
    trailing = undefined;
    last = performance.now();
    context.metadata({ output: tail, description: run.description, sandbox: sandboxKind });
  };
  let command;
  try {
    command = sandbox.command({ argv: run.argv, cwd: run.cwd, workspace: context.workspace.root, network: run.tool });
  } catch (error) {
    if (error instanceof SandboxUnavailableError) fail({ kind: "unavailable", message: error.message });
    throw error;
  }
  context.metadata({ sandbox: sandboxKind });
  let group;
  let oomKills = 0;
  try {
    group = await runInGroup({
      argv: limitedArgv(command.argv, context.limits, context.timeoutMs, enforcement),
      cwd: command.cwd,
      env: command.env,
      signal: context.signal,
      limits: context.limits,
      enforcement,
      onChunk(chunk) {
        tail = (tail + decoder.decode(chunk, { stream: true })).slice(-METADATA_TAIL);
        if (performance.now() - last >= STREAM_INTERVAL_MS) publish();
        else trailing ??= setTimeout(publish, STREAM_INTERVAL_MS);
      },
    }).catch((error: NodeJS.ErrnoException) => {
      // The process could not be started at all (no bwrap, no prlimit, no fork): not the command's doing.
      fail({ kind: "infrastructure", message: `could not start the command: ${error.message}` });
    });
  } finally {
    oomKills = command.stats()?.oomKills ?? 0;
    // Whatever the command left (a detached child in its cgroup) goes now, however the call ended.
    command.dispose();
  }
  if (trailing) clearTimeout(trailing);
  const output = group.output.text();
  const exit = group.exit;
  switch (exit.kind) {
    case "aborted":
      throw exit.reason;
    case "memory":
      fail({ kind: "resource", resource: "memory", message: `memory limit exceeded: the command's processes used ${formatBytes(exit.rssBytes)}, over the ${formatBytes(context.limits.memoryBytes)} limit; process group killed` });
    case "exited": {
      if (oomKills > 0) {
        fail({ kind: "resource", resource: "memory", message: `memory limit exceeded: the command's cgroup went over ${formatBytes(context.limits.memoryBytes)} and the kernel killed it (exit ${exit.code ?? exit.signal})` });
      }
      if (exit.signal === "SIGXCPU" || exit.code === SIGXCPU_STATUS) {
        fail({ kind: "resource", resource: "cpu", message: `CPU limit exceeded: the command used its CPU-time budget (${context.limits.cpuPercent} % of the ${context.timeoutMs / 1000} s timeout); process killed` });
      }
      if (exit.code !== 0 && enforcement.prlimit && OUT_OF_MEMORY.test(output.slice(-4096))) {
        fail({ kind: "resource", resource: "memory", message: `memory limit exceeded: an allocation over the ${formatBytes(context.limits.memoryBytes)} per-process limit failed; process killed (exit ${exit.code})` });
      }
      const status = exit.code ?? (exit.signal ? `signal ${exit.signal}` : "unknown");
      return {
        output: exit.code === 0 ? output : `${output}${output.endsWith("\n") || output === "" ? "" : "\n"}\n(exit ${status})`,
        title: run.title,
        metadata: { exit: exit.code, signal: exit.signal, description: run.description, output: tail, pid: group.pid, sandbox: sandboxKind },
        cutBytes: group.output.dropped,
      };
    }
    default: {
      const never: never = exit;
      return never;
    }
  }
}
