import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import {
  createMessageConnection,
  ErrorCodes,
  Message,
  type MessageConnection,
  type MessageWriter,
  ResponseError,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-jsonrpc/node.js";
import type { Diagnostic, Hover, Location, LocationLink, Position } from "vscode-languageserver-protocol";
import type { SandboxedCommand } from "../sandbox/sandbox.ts";
import type { LanguageServerSpec } from "./language-servers.ts";

/** One running language server for one workspace and language. */
export interface LspClient {
  /** The spawned process (bubblewrap's, when sandboxed). */
  readonly pid: number | undefined;
  /** Settles when the server is gone (exited, killed, its pipe broken). */
  readonly exited: Promise<void>;
  /** False once the process has exited. */
  alive(): boolean;
  /** Tells the server the file's current text (didOpen the first time, didChange after). */
  sync(path: string, text: string): Promise<void>;
  /** The diagnostics the server publishes for the file after the last sync, waited for at most `waitMs`. */
  diagnostics(path: string, waitMs: number): Promise<Diagnostic[]>;
  hover(path: string, position: Position): Promise<Hover | null>;
  definition(path: string, position: Position): Promise<(Location | LocationLink)[]>;
  references(path: string, position: Position): Promise<Location[]>;
  close(): Promise<void>;
}

/** How long a publish burst may go quiet before the diagnostics count as settled (servers send partial results first). */
const SETTLE_MS = 400;
/** How long a failed request waits for the server's exit to be seen (the pipe breaks a moment before the exit is reaped). */
const EXIT_GRACE_MS = 1_000;

/** An error the server answered with, as opposed to the connection failing under the request (closed, disposed, a write lost). */
const answeredByServer = (error: unknown): boolean =>
  error instanceof ResponseError && error.code !== ErrorCodes.PendingResponseRejected && error.code !== ErrorCodes.MessageWriteError;

/**
 * The stdin writer, whose failed request write kills the server instead of rejecting. A write
 * fails when the server's exit destroyed the stream mid-request (between header and body);
 * vscode-jsonrpc 8 rethrows a failed request write inside an async Promise executor, an unhandled
 * rejection. The request then fails on `exited`, saying the server exited. Other writes
 * (notifications, our answers) reject as before: their callers handle it.
 */
function killingWriter(writer: MessageWriter, kill: () => void): MessageWriter {
  return {
    onError: writer.onError,
    onClose: writer.onClose,
    write: (message) =>
      writer.write(message).catch((error: unknown) => {
        kill();
        if (!Message.isRequest(message)) throw error;
      }),
    end: () => writer.end(),
    dispose: () => writer.dispose(),
  };
}

/**
 * Starts a language server from a sandboxed command and initializes it for `root`. The stdio
 * framing is vscode-jsonrpc's (the reference implementation); requests time out with `timeoutMs`.
 */
export async function startLspClient(spec: LanguageServerSpec, command: SandboxedCommand, root: string, timeoutMs: number): Promise<LspClient> {
  const [program, ...args] = command.argv;
  const child = spawn(program!, args, { cwd: command.cwd, env: { ...command.env }, stdio: ["pipe", "pipe", "pipe"] });
  // The last of what the server printed on stderr, for the error that says it exited (bounded).
  let stderrTail = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString("utf8")).slice(-2_000);
  });
  const why = () => {
    const status = child.exitCode !== null ? `exit ${child.exitCode}` : child.signalCode ? `signal ${child.signalCode}` : "gone";
    return `${status}${stderrTail.trim() ? `: ${stderrTail.trim().split("\n").slice(-3).join(" | ")}` : ""}`;
  };
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  void exited.then(() => command.dispose());
  const writer = killingWriter(new StreamMessageWriter(child.stdin!), () => child.kill("SIGKILL"));
  const connection: MessageConnection = createMessageConnection(new StreamMessageReader(child.stdout!), writer);
  const published = new Map<string, { diagnostics: Diagnostic[]; at: number }>();
  const waiters = new Set<() => void>();
  connection.onNotification("textDocument/publishDiagnostics", (params: { uri: string; diagnostics: Diagnostic[] }) => {
    published.set(params.uri, { diagnostics: params.diagnostics, at: performance.now() });
    for (const wake of [...waiters]) wake();
  });
  // Servers ask the client things (configuration, progress tokens); a plain answer keeps them going.
  connection.onRequest("workspace/configuration", (params: { items: unknown[] }) => params.items.map(() => null));
  connection.onRequest("window/workDoneProgress/create", () => null);
  connection.onRequest("client/registerCapability", () => null);
  connection.listen();
  void exited.then(() => connection.dispose());

  const gone = () => child.exitCode !== null || child.signalCode !== null;
  /** The error that says the server is gone, `when` it went ("during hover"), with how it ended. */
  const exitedError = (when: string) => new Error(`the ${spec.language} language server exited ${when} (${why()})`);
  // A request on a server that just died fails inside vscode-jsonrpc ("Connection is disposed"): say what happened instead,
  // once the exit has had a moment to be seen. An error the server answered is its own. (It throws synchronously, hence the thunk.)
  const clearly = async <T>(what: string, send: () => Promise<T>): Promise<T> => {
    try {
      return await send();
    } catch (error) {
      if (!answeredByServer(error)) await Promise.race([exited, Bun.sleep(EXIT_GRACE_MS)]);
      throw gone() ? exitedError(`during ${what}`) : error;
    }
  };
  const withTimeout = <T>(what: string, send: () => Promise<T>): Promise<T> =>
    Promise.race([
      clearly(what, send),
      exited.then(() => {
        throw exitedError(`during ${what}`);
      }),
      new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`the ${spec.language} language server did not answer ${what} within ${timeoutMs / 1000} s`)), timeoutMs).unref?.()),
    ]);

  const rootUri = pathToFileURL(root).href;
  await withTimeout("initialize", () =>
    connection.sendRequest("initialize", {
      // Not our pid: inside its PID namespace the server would not see it and exit, thinking its client died.
      processId: null,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: "workspace" }],
      capabilities: {
        textDocument: { synchronization: { didSave: false }, publishDiagnostics: { relatedInformation: false }, hover: { contentFormat: ["markdown", "plaintext"] }, definition: {}, references: {} },
        workspace: { configuration: true, workspaceFolders: true },
      },
      ...(spec.initializationOptions ? { initializationOptions: spec.initializationOptions() } : {}),
    }),
  );
  await connection.sendNotification("initialized", {});

  const versions = new Map<string, number>();
  const synced = new Map<string, number>();
  const uriOf = (path: string) => pathToFileURL(path).href;
  return {
    pid: child.pid,
    exited,
    alive: () => !gone(),
    async sync(path, text) {
      const uri = uriOf(path);
      const version = (versions.get(uri) ?? 0) + 1;
      versions.set(uri, version);
      synced.set(uri, performance.now());
      if (version === 1) await clearly("sync", () => connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: spec.languageId(path), version, text } }));
      else await clearly("sync", () => connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text }] }));
    },
    async diagnostics(path, waitMs) {
      const uri = uriOf(path);
      const since = synced.get(uri) ?? 0;
      const deadline = performance.now() + waitMs;
      // The first publish after the sync, then quiet for SETTLE_MS (servers publish syntax first, types after), or the bound.
      for (;;) {
        const last = published.get(uri);
        const now = performance.now();
        if (last && last.at >= since && now - last.at >= SETTLE_MS) return last.diagnostics;
        if (now >= deadline) return last && last.at >= since ? last.diagnostics : [];
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(SETTLE_MS, Math.max(1, deadline - now)));
          waiters.add(wake);
        });
        if (gone()) throw exitedError("while diagnosing");
      }
    },
    hover: (path, position) => withTimeout("hover", () => connection.sendRequest("textDocument/hover", { textDocument: { uri: uriOf(path) }, position })) as Promise<Hover | null>,
    definition: async (path, position) => {
      const found = (await withTimeout("definition", () => connection.sendRequest("textDocument/definition", { textDocument: { uri: uriOf(path) }, position }))) as Location | Location[] | LocationLink[] | null;
      return found === null ? [] : Array.isArray(found) ? found : [found];
    },
    references: async (path, position) =>
      ((await withTimeout("references", () => connection.sendRequest("textDocument/references", { textDocument: { uri: uriOf(path) }, position, context: { includeDeclaration: true } }))) as Location[] | null) ?? [],
    async close() {
      try {
        await Promise.race([connection.sendRequest("shutdown").then(() => connection.sendNotification("exit")), Bun.sleep(2_000)]);
      } catch {
        // Already gone.
      }
      child.kill("SIGKILL");
      await exited;
    },
  };
}
