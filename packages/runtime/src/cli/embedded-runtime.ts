import { PermissionConfigError } from "../permission/load-permission-config.ts";
import { CredentialConfigError, takeCredentialEnv } from "../server/credentials.ts";
import { StateLocationError } from "../server/state-location.ts";
import { SandboxConfigError } from "../sandbox/load-sandbox-config.ts";
import { type RuntimeServer, startRuntimeServer } from "../server/runtime-server.ts";
import { parseServeOptions, type ServeOptions } from "../server/serve-options.ts";

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
