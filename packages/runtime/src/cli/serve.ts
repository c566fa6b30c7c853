#!/usr/bin/env bun
/** `bun run serve`: the runtime's gRPC and HTTP servers in one process. */
import { PermissionConfigError } from "../permission/load-permission-config.ts";
import { CredentialConfigError, takeCredentialEnv } from "../server/credentials.ts";
import { StateLocationError } from "../server/state-location.ts";
import { SandboxConfigError } from "../sandbox/load-sandbox-config.ts";
import { startRuntimeServer } from "../server/runtime-server.ts";
import { parseServeOptions, SERVE_USAGE, UsageError } from "../server/serve-options.ts";

async function main(): Promise<number> {
  // First thing: the tokens leave the environment, so nothing started later can inherit them.
  const credentialEnv = takeCredentialEnv();
  let options;
  try {
    options = parseServeOptions(process.argv.slice(2), process.cwd(), { TOOLWIRE_DATABASE_URL: process.env.TOOLWIRE_DATABASE_URL, XDG_STATE_HOME: process.env.XDG_STATE_HOME, HOME: process.env.HOME });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\n\n${SERVE_USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(SERVE_USAGE);
    return 0;
  }

  let server;
  try {
    server = await startRuntimeServer({ ...options, env: credentialEnv });
  } catch (error) {
    if (error instanceof PermissionConfigError || error instanceof CredentialConfigError || error instanceof StateLocationError || error instanceof SandboxConfigError) {
      console.error(`toolwire serve: ${error.message}`);
      return 2;
    }
    throw error;
  }
  console.log(`toolwire runtime listening: http=http://${server.host}:${server.httpPort} grpc=${server.host}:${server.grpcPort}`);
  console.log(`  console   http://${server.host}:${server.httpPort}/console (log in with the user token)`);
  console.log(`  data dir  ${server.dataDir}`);
  console.log(`  store     ${server.storeDescription}`);
  console.log(`  workspace ${server.tools.workspace.root}`);
  for (const line of server.tools.sandbox.summary) console.log(`  sandbox   ${line}`);
  for (const line of server.tools.enforcement.summary) console.log(`  limits    ${line}`);
  const timeouts = Object.entries(options.timeouts.categories ?? {});
  if (timeouts.length > 0) console.log(`  timeouts  ${timeouts.map(([category, ms]) => `${category} ${ms / 1000} s`).join(", ")}`);
  for (const credential of server.credentials.all) {
    const { token } = credential;
    const roles = credential.roles.join("+");
    const label = `  ${roles.padEnd(10)}`;
    if (token.source === "env") console.log(`${label}token from the environment, removed from it (${credential.id})`);
    else if (token.source === "file") console.log(`${label}token from ${token.path} (${credential.id})`);
    else console.log(`${label}${token.token}  (${credential.id}; ${token.source === "generated" ? "generated, " : ""}stored in ${token.path})`);
  }
  for (const warning of server.credentials.warnings) console.error(`WARNING: ${warning}`);
  console.log("  send it as: Authorization: Bearer <token>   (Ctrl-C stops)");

  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      console.log(`\n${signal}: stopping`);
      resolve();
    };
    process.once("SIGINT", () => shutdown("SIGINT"));
    process.once("SIGTERM", () => shutdown("SIGTERM"));
  });
  await server.stop();
  return 0;
}

const code = await main().catch((error) => {
  console.error(`toolwire serve failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
process.exit(code);
