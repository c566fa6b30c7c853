import { statSync } from "node:fs";
import { type RunToolInput, runToolInputSchema } from "@generated/validators/runToolInput";
import inputSchema from "../../../../../schema/tools/runToolInput.schema.json" with { type: "json" };
import type { Sandbox } from "../../sandbox/sandbox.ts";
import { zodValidator } from "../input-validator.ts";
import type { LimitEnforcement } from "../resource-limits.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { runCommand } from "./sandboxed-command.ts";

/** An argument as a shell would need it written (quoted when it holds anything but plain characters). */
function shellWord(arg: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** The argv as one command line, for permission patterns and titles: `git commit -m 'a b'`. */
export function commandLine(argv: readonly string[]): string {
  return argv.map(shellWord).join(" ");
}

/**
 * `run`: a program with an argument vector and no shell, sandboxed like `bash` (same sandbox,
 * limits, streaming, timeouts). Nothing is expanded: `$HOME`, `*`, `;` and `|` reach the program
 * as written. Its permission is `run`, its patterns the argv joined as a command line, so a rule
 * like `{"run": {"git *": "allow"}}` allows `git` with any arguments and no shell syntax at all.
 */
export function createRunTool(enforcement: LimitEnforcement, sandbox: Sandbox): ToolDefinition<RunToolInput> {
  return {
    info: {
      name: "run",
      description: "Run a program with arguments (argv array, no shell: nothing is expanded or interpreted) in the workspace, sandboxed; `timeout` in ms.",
      inputSchema,
      outputSchema: { type: "string" },
      categories: ["development"],
      permissions: ["run"],
      riskLevel: "high",
    },
    source: { kind: "builtin" },
    validator: zodValidator(runToolInputSchema),
    title: (input) => input.description ?? commandLine(input.argv),
    permission(input, workspace) {
      const workdir = workspace.relative(workspace.resolve(input.workdir ?? "."));
      const line = commandLine(input.argv);
      return { permission: "run", patterns: [line], always: [`${shellWord(input.argv[0]!)} *`], metadata: { command: line, argv: input.argv, workdir, description: input.description } };
    },
    requestedTimeoutMs: (input) => input.timeout,
    async execute(input, context) {
      const cwd = context.workspace.resolve(input.workdir ?? ".");
      if (!statSync(cwd).isDirectory()) fail({ kind: "tool", message: `workdir ${context.workspace.relative(cwd)} is not a directory` });
      if (input.argv[0] === "") fail({ kind: "tool", message: "argv[0]: the program name is empty" });
      return runCommand({ tool: "run", argv: input.argv, cwd, title: input.description ?? commandLine(input.argv), description: input.description }, context, enforcement, sandbox);
    },
  };
}
