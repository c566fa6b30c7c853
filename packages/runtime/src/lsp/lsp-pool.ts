import type { Sandbox } from "../sandbox/sandbox.ts";
import { type LanguageServerSpec, serverFor } from "./language-servers.ts";
import { type LspClient, startLspClient } from "./lsp-client.ts";

/** Language servers kept warm per (workspace, language), started on first use and again after they die. */
export interface LspPool {
  /** The running (or starting) server for a file of `root`; waits for a restart, bounded. */
  clientFor(root: string, path: string): Promise<{ client: LspClient; spec: LanguageServerSpec }>;
  /** The server already running for a file of `root` (none is started), or undefined. */
  warm(root: string, path: string): { client: LspClient; spec: LanguageServerSpec } | undefined;
  /** What runs now, for status and tests. */
  status(): { readonly root: string; readonly language: string; readonly pid: number | undefined }[];
  close(): Promise<void>;
}

export interface LspPoolOptions {
  readonly sandbox: Sandbox;
  /** How long a start or a request may take, ms (a cold TypeScript project takes seconds). */
  readonly timeoutMs?: number;
  readonly log?: (message: string) => void;
}

/** Creates the pool; servers run in the sandbox, confined to their workspace with the sandbox's limits (a cgroup of their own). */
export function createLspPool(options: LspPoolOptions): LspPool {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const log = options.log ?? (() => {});
  const running = new Map<string, { root: string; spec: LanguageServerSpec; client?: LspClient; starting: Promise<LspClient> }>();
  let closed = false;

  const start = (root: string, spec: LanguageServerSpec) => {
    const key = `${root}\0${spec.language}`;
    const command = options.sandbox.command({ argv: spec.argv(), cwd: root, workspace: root });
    const entry: { root: string; spec: LanguageServerSpec; client?: LspClient; starting: Promise<LspClient> } = {
      root,
      spec,
      starting: startLspClient(spec, command, root, timeoutMs).then(
        (client) => {
          entry.client = client;
          // Gone: the next call starts a new one.
          void client.exited.then(() => {
            if (running.get(key) === entry) running.delete(key);
            if (!closed) log(`lsp: the ${spec.language} server for ${root} exited; it starts again on the next call`);
          });
          return client;
        },
        (error) => {
          running.delete(key);
          command.dispose();
          throw error;
        },
      ),
    };
    running.set(key, entry);
    return entry;
  };

  return {
    async clientFor(root, path) {
      if (closed) throw new Error("the language servers are shut down");
      const spec = serverFor(path);
      const known = running.get(`${root}\0${spec.language}`);
      // A server that died a moment ago (its exit not yet handled) is replaced now, not asked.
      const entry = known && (!known.client || known.client.alive()) ? known : start(root, spec);
      return { client: await entry.starting, spec };
    },
    warm(root, path) {
      let spec: LanguageServerSpec;
      try {
        spec = serverFor(path);
      } catch {
        return undefined;
      }
      const client = running.get(`${root}\0${spec.language}`)?.client;
      return client?.alive() ? { client, spec } : undefined;
    },
    status: () => [...running.values()].map((e) => ({ root: e.root, language: e.spec.language, pid: e.client?.pid })),
    async close() {
      closed = true;
      const entries = [...running.values()];
      running.clear();
      await Promise.all(entries.map(async (e) => (await e.starting.catch(() => undefined))?.close()));
    },
  };
}
