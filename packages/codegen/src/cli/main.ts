#!/usr/bin/env bun
import { existsSync } from "node:fs";
import { check, generate, UsageError, type GenerateOptions } from "../generate.ts";
import { displayPath } from "../load/display-path.ts";
import { helpText } from "./help.ts";
import { runInit } from "./init.ts";
import { parseArgs } from "./parse-args.ts";
import { printFailure, printWarnings, printWriteReport } from "./report.ts";
import { configFilePath, resolveOptions } from "./resolve-options.ts";
import { watchAndRegenerate } from "./watch.ts";

/** Runs the CLI and returns the exit code (`--watch` returns once `signal` aborts). */
export async function main(argv: readonly string[], signal?: AbortSignal): Promise<number> {
  try {
    const command = parseArgs(argv);
    switch (command.kind) {
      case "help":
        console.log(helpText(command.topic));
        return 0;
      case "init":
        return runInit(configFilePath(command.configPath), command.flags, command.force);
      default: {
        const { options, diagnostics } = resolveOptions(command.flags, command.configPath, command.invocation);
        if (!options) return printFailure(diagnostics, "cannot read the config");
        if (command.kind === "check") return await runCheck(options, command.quiet);
        if (command.watch) return await runWatch(options, command.quiet, signal ?? stopSignal());
        return await runGenerate(options, command.quiet, false);
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`toolwire: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

async function runGenerate(options: GenerateOptions, quiet: boolean, detail: boolean): Promise<number> {
  const { diagnostics, warnings, report } = await generate(options);
  printWarnings(warnings);
  if (diagnostics.length > 0) return printFailure(diagnostics, "nothing was written");
  if (!quiet && report) printWriteReport(report, detail);
  return 0;
}

async function runCheck(options: GenerateOptions, quiet: boolean): Promise<number> {
  const { diagnostics, warnings, drifts } = await check(options);
  printWarnings(warnings);
  if (diagnostics.length > 0) return printFailure(diagnostics, "cannot check");
  if (drifts.length === 0) {
    if (!quiet) console.log("toolwire: generated files are up to date");
    return 0;
  }
  console.error(`toolwire: ${drifts.length} generated file(s) differ from the schemas; run \`${options.command ?? "toolwire generate"}\``);
  for (const d of drifts) {
    if (d.kind === "changed") console.error(`  changed: ${displayPath(d.path)}\n${d.diff.split("\n").map((l) => `    ${l}`).join("\n")}`);
    else console.error(`  ${d.kind === "missing" ? "missing (not generated yet)" : "extra (no schema generates it)"}: ${displayPath(d.path)}`);
  }
  return 1;
}

/**
 * `generate --watch`: every run is the ordinary all-or-nothing generate; a failing run prints its diagnostics and
 * the watch goes on. Options (config file included) are read once, when the watch starts.
 */
async function runWatch(options: GenerateOptions, quiet: boolean, signal: AbortSignal): Promise<number> {
  const ignore = [options.outDir, ...(options.protoOut ? [options.protoOut] : [])];
  await watchAndRegenerate(
    [options.schemasDir, ...Object.values(options.urlMap ?? {}).filter((d) => existsSync(d))],
    ignore,
    async () => {
      try {
        await runGenerate(options, quiet, true);
      } catch (error) {
        // An unexpected failure (a tool crashed, a file vanished mid-read) must not end the watch either.
        console.error(`toolwire: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    signal,
  );
  return 0;
}

/** Aborts on Ctrl-C or SIGTERM, so a watch ends cleanly. */
function stopSignal(): AbortSignal {
  const controller = new AbortController();
  for (const s of ["SIGINT", "SIGTERM"] as const) process.once(s, () => controller.abort());
  return controller.signal;
}

/** The runtime's commands under `toolwire` (their own process; the generator never imports them). */
const RUNTIME_COMMANDS = new Set(["acp-record", "acp-proxy"]);

/** `toolwire acp-record …` / `toolwire acp-proxy …`: the runtime's CLI script, stdio passed through. */
async function runtimeCommand(command: string, argv: readonly string[]): Promise<number> {
  const script = new URL(`../../../runtime/src/cli/${command}.ts`, import.meta.url).pathname;
  const child = Bun.spawn(["bun", script, ...argv], { stdin: "inherit", stdout: "inherit", stderr: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  return await child.exited;
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  process.exit(argv[0] !== undefined && RUNTIME_COMMANDS.has(argv[0]) ? await runtimeCommand(argv[0], argv.slice(1)) : await main(argv));
}
