import type { AgentSideConnection } from "@agentclientprotocol/sdk";
import type * as acp from "@agentclientprotocol/sdk";
import type { HostExit, ToolHost } from "../tools/tool-host.ts";

const exitOf = (status: { exitCode?: number | null; signal?: string | null } | null | undefined): HostExit => ({ code: status?.exitCode ?? null, signal: status?.signal ?? null });

/**
 * The ACP client's files and terminals as a ToolHost for one session, for what the client
 * advertised at `initialize` (`fs.readTextFile`, `fs.writeTextFile`, `terminal`); undefined when it
 * offers nothing, so the tools use the local disk and the sandboxed bash.
 */
export function editorHost(connection: AgentSideConnection, sessionId: string, capabilities: acp.ClientCapabilities | undefined): ToolHost | undefined {
  const canRead = capabilities?.fs?.readTextFile === true;
  const canWrite = capabilities?.fs?.writeTextFile === true;
  const canRun = capabilities?.terminal === true;
  if (!canRead && !canWrite && !canRun) return undefined;
  return Object.freeze({
    name: "editor",
    ...(canRead && canWrite
      ? {
          files: {
            readText: async (path: string) => (await connection.readTextFile({ sessionId, path })).content,
            writeText: async (path: string, content: string) => {
              await connection.writeTextFile({ sessionId, path, content });
            },
          },
        }
      : {}),
    ...(canRun
      ? {
          terminal: {
            async create(spec: { command: string; args: readonly string[]; cwd: string; outputByteLimit: number }) {
              const handle = await connection.createTerminal({ sessionId, command: spec.command, args: [...spec.args], cwd: spec.cwd, outputByteLimit: spec.outputByteLimit });
              return {
                id: handle.id,
                async output() {
                  const now = await handle.currentOutput();
                  return { output: now.output, truncated: now.truncated, ...(now.exitStatus ? { exit: exitOf(now.exitStatus) } : {}) };
                },
                waitForExit: async () => exitOf(await handle.waitForExit()),
                kill: async () => {
                  await handle.kill();
                },
                release: async () => {
                  await handle.release();
                },
              };
            },
          },
        }
      : {}),
  });
}
