import { statSync } from "node:fs";
import { type BashToolInput, bashToolInputSchema } from "@generated/validators/bashToolInput";
import inputSchema from "../../../../../schema/tools/bashToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import { runInGroup } from "../process-group.ts";
import { type LimitEnforcement, limitedArgv } from "../resource-limits.ts";
import type { Sandbox } from "../../sandbox/sandbox.ts";
import { SandboxUnavailableError } from "../../sandbox/sandbox-errors.ts";
import { bashOnHostTerminal } from "./bash-on-host.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { formatBytes } from "../workspace.ts";

/** How much of the output the running part's metadata carries (the tail), like OpenCode's 30 000. */
const METADATA_TAIL = 30_000;
/** At most one metadata update per interval while output streams (the last chunk always lands). */
const STREAM_INTERVAL_MS = 100;
/** Exit status of a shell whose command was killed by SIGXCPU (128 + 24). */
const SIGXCPU_STATUS = 152;
// What common runtimes print when an allocation fails under RLIMIT_DATA.
const OUT_OF_MEMORY = /out of memory|cannot allocate memory|std::bad_alloc|MemoryError|JavaScript heap out of memory|fatal error: runtime: out of memory/i;

/** OpenCode's "always" pattern for a command: its first word and anything after it. */
export function alwaysPattern(command: string): string {
  const first = command.trim().split(/\s+/)[0] ?? "";
  return `${first} *`;
}

/**
 * `bash`: runs `bash -c command` in the sandbox (see sandbox/), as the leader of its own process
 * group, under prlimit, in `workdir` (passed as the process's cwd, never spliced into the
 * command). Output streams into the running part's metadata; a timeout or abort kills the whole
 * group, and the sandbox's PID namespace takes every process the command started with it.
 */
export function createBashTool(enforcement: LimitEnforcement, sandbox: Sandbox): ToolDefinition<BashToolInput> {
  const sandboxKind = sandbox.support.kind;
  return {
    info: {
      name: "bash",
      description: "Run a shell command in the workspace (its own process group, under the resource limits); `timeout` in ms.",
      inputSchema,
      outputSchema: { type: "string" },
      categories: ["development"],
      permissions: ["bash"],
      riskLevel: "high",
    },
    source: { kind: "builtin" },
    validator: zodValidator(bashToolInputSchema),
    title: (input) => input.description ?? input.command,
    permission(input, workspace) {
      const workdir = workspace.relative(workspace.resolve(input.workdir ?? "."));
      return { permission: "bash", patterns: [input.command], always: [alwaysPattern(input.command)], metadata: { command: input.command, workdir, description: input.description } };
    },
    requestedTimeoutMs: (input) => input.timeout,
    async execute(input, context) {
      const cwd = context.workspace.resolve(input.workdir ?? ".");
      if (!statSync(cwd).isDirectory()) fail({ kind: "tool", message: `workdir ${context.workspace.relative(cwd)} is not a directory` });
      // An editor that offers terminals runs the command where the person sees it.
      if (context.host?.terminal) return bashOnHostTerminal(input, context, cwd);
      let tail = "";
      let last = 0;
      let trailing: ReturnType<typeof setTimeout> | undefined;
      const decoder = new TextDecoder();
      const publish = () => {
        trailing = undefined;
        last = performance.now();
        context.metadata({ output: tail, description: input.description, sandbox: sandboxKind });
      };
      let command;
      try {
        command = sandbox.command({ argv: ["bash", "-c", input.command], cwd, workspace: context.workspace.root });
      } catch (error) {
        if (error instanceof SandboxUnavailableError) fail({ kind: "unavailable", message: error.message });
        throw error;
      }
      context.metadata({ sandbox: sandboxKind });
      let run;
      let oomKills = 0;
      try {
        run = await runInGroup({
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
      });
      } finally {
        oomKills = command.stats()?.oomKills ?? 0;
        // Whatever the command left (a detached child in its cgroup) goes now, however the call ended.
        command.dispose();
      }
      if (trailing) clearTimeout(trailing);
      const output = run.output.text();
      const exit = run.exit;
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
            title: input.description ?? input.command,
            metadata: { exit: exit.code, signal: exit.signal, description: input.description, output: tail, pid: run.pid, sandbox: sandboxKind },
            cutBytes: run.output.dropped,
          };
        }
        default: {
          const never: never = exit;
          return never;
        }
      }
    },
  };
}
