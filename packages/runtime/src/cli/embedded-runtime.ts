import { PermissionConfigError } from "../permission/load-permission-config.ts";
import { CredentialConfigError, takeCredentialEnv } from "../server/credentials.ts";
import { StateLocationError } from "../server/state-location.ts";
import { SandboxConfigError } from "../sandbox/load-sandbox-config.ts";
import { type RuntimeServer, startRuntimeServer } from "../server/runtime-server.ts";
import { parseServeOptions, type ServeOptions, UsageError } from "../server/serve-options.ts";

/** Serve options for a command embedding the runtime (`acp`, `acp-record`): free loopback ports unless given. */
export function parseEmbeddedOptions(args: readonly string[]): ServeOptions {
  return parseServeOptions(["--http-port", "0", "--grpc-port", "0", ...args], process.cwd(), { TOOLWIRE_DATABASE_URL: process.env.TOOLWIRE_DATABASE_URL, XDG_STATE_HOME: process.env.XDG_STATE_HOME, HOME: process.env.HOME });
}

/** Starts the embedded runtime with the credential environment; a bad config or credential setup is printed and answered with exit code 2. */
export async function startEmbeddedRuntime(options: ServeOptions, command: string, log: (message: string) => void): Promise<RuntimeServer | number> {
  try {
    // The tokens leave the environment before anything is spawned.
    // Without --workspace, the current directory is only a default: ACP sessions bring their own cwd.
    const explicit = process.argv.some((arg) => arg === "--workspace" || arg.startsWith("--workspace="));
    return await startRuntimeServer({ ...options, env: takeCredentialEnv(), log, checkStateLocation: explicit });
  } catch (error) {
    if (!(error instanceof PermissionConfigError || error instanceof CredentialConfigError || error instanceof StateLocationError || error instanceof SandboxConfigError)) throw error;
    console.error(`toolwire ${command}: ${error.message}`);
    return 2;
  }
}

/** The line announcing where the embedded runtime listens (tests and users read it). */
export const runtimeLine = (command: string, server: RuntimeServer) =>
  `toolwire ${command}: runtime http=http://${server.host}:${server.httpPort} grpc=${server.host}:${server.grpcPort} data=${server.dataDir}`;

/** What an embedded command's own parser hands back: its arguments, the serve options, and the child command when it needs one. */
export interface EmbeddedArgs<A> {
  readonly args: A;
  readonly serve: readonly string[];
  /** The agent command after `--`, for commands that run one (checked non-empty). */
  readonly child?: readonly string[];
}

/** A started embedded command: its arguments, the runtime, and the log (stderr). */
export interface Booted<A> {
  readonly args: A;
  readonly server: RuntimeServer;
  readonly log: (message: string) => void;
}

/**
 * The common start of `acp`, `acp-proxy` and `acp-record`: parse (usage errors print the usage
 * and give exit code 2), `--help` (printed to `helpTo`, exit 0), then the runtime (a config or
 * credential problem gives 2). A number is the exit code to return.
 */
export async function bootEmbedded<A>(command: string, usage: string, parse: () => EmbeddedArgs<A>, helpTo: "stdout" | "stderr" = "stderr"): Promise<Booted<A> | number> {
  let parsed: EmbeddedArgs<A>;
  let options: ServeOptions;
  try {
    parsed = parse();
    options = parseEmbeddedOptions(parsed.serve);
    if (!options.help && parsed.child !== undefined && parsed.child.length === 0) throw new UsageError("no agent command: put it after --");
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    (helpTo === "stdout" ? console.log : console.error)(usage);
    return 0;
  }
  const log = (message: string) => console.error(message);
  const server = await startEmbeddedRuntime(options, command, log);
  if (typeof server === "number") return server;
  return { args: parsed.args, server, log };
}
