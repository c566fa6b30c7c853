#!/usr/bin/env bun
import { formatDiagnostic, sortDiagnostics } from "../diagnostics/diagnostic.ts";
import { displayPath } from "../load/display-path.ts";
import { check, generate, UsageError } from "../generate.ts";
import { HELP, parseArgs } from "./parse-args.ts";

/** Runs the CLI and returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let command;
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`toolwire: ${error.message}`);
      return 2;
    }
    throw error;
  }
  if (command.kind === "help") {
    console.log(HELP);
    return 0;
  }
  try {
    if (command.kind === "generate") {
      const { diagnostics, warnings, report } = await generate(command.options);
      warn(warnings);
      if (diagnostics.length > 0) return fail(diagnostics, "nothing was written");
      if (!command.quiet && report) {
        console.log(`toolwire: ${report.written.length} written, ${report.unchanged.length} unchanged, ${report.deleted.length} deleted`);
        for (const p of report.deleted) console.log(`  deleted ${rel(p)}`);
      }
      return 0;
    }
    const { diagnostics, warnings, drifts } = await check(command.options);
    warn(warnings);
    if (diagnostics.length > 0) return fail(diagnostics, "cannot check");
    if (drifts.length === 0) {
      if (!command.quiet) console.log("toolwire: generated files are up to date");
      return 0;
    }
    console.error(`toolwire: ${drifts.length} generated file(s) differ from the schemas; run \`${command.options.command ?? "toolwire generate"}\``);
    for (const d of drifts) {
      if (d.kind === "changed") console.error(`  changed: ${rel(d.path)}\n${d.diff.split("\n").map((l) => `    ${l}`).join("\n")}`);
      else console.error(`  ${d.kind === "missing" ? "missing (not generated yet)" : "extra (no schema generates it)"}: ${rel(d.path)}`);
    }
    return 1;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`toolwire: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

/** Warnings go to stderr and never change the exit status. */
function warn(warnings: Parameters<typeof sortDiagnostics>[0]): void {
  for (const d of sortDiagnostics(warnings)) console.error(formatDiagnostic(d));
}

function fail(diagnostics: Parameters<typeof sortDiagnostics>[0], what: string): number {
  for (const d of sortDiagnostics(diagnostics)) console.error(formatDiagnostic(d));
  console.error(`toolwire: ${diagnostics.length} problem(s); ${what}`);
  return 1;
}

function rel(path: string): string {
  return displayPath(path);
}

/** `toolwire acp-record …` belongs to the runtime (its own process; the generator never imports it). */
async function runtimeCommand(argv: readonly string[]): Promise<number> {
  const script = new URL("../../../runtime/src/cli/acp-record.ts", import.meta.url).pathname;
  const child = Bun.spawn(["bun", script, ...argv], { stdin: "inherit", stdout: "inherit", stderr: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  return await child.exited;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  process.exit(argv[0] === "acp-record" ? await runtimeCommand(argv.slice(1)) : await main(argv));
}
