import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGrpcClient, type RuntimeGrpcClient } from "../../src/client/grpc-client.ts";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { httpClient } from "./http-client.ts";

export const AGENT_TOKEN = "replica-agent-token";
export const USER_TOKEN = "replica-user-token";

/** One `bun run serve --store postgres://…` subprocess and clients for both roles. */
export interface Replica {
  readonly server: ServerProcess;
  readonly agent: RuntimeGrpcClient;
  readonly user: RuntimeGrpcClient;
  readonly userHttp: ReturnType<typeof httpClient>;
  readonly agentHttp: ReturnType<typeof httpClient>;
}

/** Starts one replica on `databaseUrl` with its own data dir (tokens come from the environment, shared by all). */
export async function startReplica(databaseUrl: string, args: readonly string[] = []): Promise<Replica & { readonly dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-replica-"));
  const server = await spawnServer(dir, { TOOLWIRE_AGENT_TOKEN: AGENT_TOKEN, TOOLWIRE_USER_TOKEN: USER_TOKEN }, 30_000, ["--store", databaseUrl, ...args]);
  return {
    dir,
    server,
    agent: createGrpcClient({ target: server.grpcTarget, token: AGENT_TOKEN, ownConnection: true }),
    user: createGrpcClient({ target: server.grpcTarget, token: USER_TOKEN, ownConnection: true }),
    userHttp: httpClient(server.httpUrl, USER_TOKEN),
    agentHttp: httpClient(server.httpUrl, AGENT_TOKEN),
  };
}

/** Starts `count` replicas at once (their migrations race, as in a real rollout). */
export async function startReplicas(databaseUrl: string, count: number, args: readonly string[] = []): Promise<(Replica & { readonly dir: string })[]> {
  return Promise.all(Array.from({ length: count }, () => startReplica(databaseUrl, args)));
}

/** Closes the clients and kills the servers (SIGKILL: tests need no graceful stop), removing their dirs. */
export async function stopReplicas(replicas: readonly (Replica & { readonly dir: string })[]): Promise<void> {
  for (const replica of replicas) {
    replica.agent.close();
    replica.user.close();
  }
  await Promise.all(replicas.map((replica) => replica.server.kill()));
  for (const replica of replicas) rmSync(replica.dir, { recursive: true, force: true });
}
