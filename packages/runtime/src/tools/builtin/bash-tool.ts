import { statSync } from "node:fs";
import { type BashToolInput, bashToolInputSchema } from "@generated/validators/bashToolInput";
import inputSchema from "../../../../../schema/tools/bashToolInput.schema.json" with { type: "json" };
import type { Sandbox } from "../../sandbox/sandbox.ts";
import { zodValidator } from "../input-validator.ts";
import type { LimitEnforcement } from "../resource-limits.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { runCommand } from "./sandboxed-command.ts";

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
      return runCommand({ tool: "bash", argv: ["bash", "-c", input.command], cwd, title: input.description ?? input.command, description: input.description }, context, enforcement, sandbox);
    },
  };
}
