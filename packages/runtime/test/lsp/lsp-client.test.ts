import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LanguageServerSpec } from "../../src/lsp/language-servers.ts";
import { type LspClient, startLspClient } from "../../src/lsp/lsp-client.ts";
import { createSandbox } from "../../src/sandbox/sandbox.ts";

// The client's failure paths, on a scripted server (fixtures/scripted-server.mjs) that dies on cue.
const SPEC: LanguageServerSpec = { language: "scripted", languageId: () => "plaintext", extensions: [".txt"], argv: () => [] };
// The client is what is tested, not confinement: the server runs as `--sandbox off` runs it.
const unsandboxed = createSandbox({ mode: "off", protectedPaths: [] });
const started: { client: LspClient; root: string }[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

async function start() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "toolwire-lsp-client-")));
  const command = unsandboxed.command({ argv: [Bun.which("node") ?? process.execPath, join(import.meta.dir, "fixtures/scripted-server.mjs")], cwd: root, workspace: root });
  const client = await startLspClient(SPEC, command, root, 10_000);
  started.push({ client, root });
  return { client, file: join(root, "a.txt") };
}

/** The message a request failed with (bun's `rejects` waits on pending I/O promises far longer than they take). */
const failure = (request: Promise<unknown>): Promise<string> => request.then(() => "answered", (error: Error) => error.message);

afterEach(async () => {
  process.off("unhandledRejection", onUnhandled);
  for (const { client, root } of started.splice(0)) {
    await client.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test("an error the server answers is passed on as its own, and the server stays", async () => {
  const { client, file } = await start();
  await client.sync(file, "x");
  expect(await failure(client.references(file, { line: 0, character: 0 }))).toContain("scripted server: no references here");
  expect(client.alive()).toBe(true);
});

test("a server that dies on a request: that request and every later one fail saying it exited, with its exit code and last stderr line; nothing is left unhandled", async () => {
  process.on("unhandledRejection", onUnhandled);
  const { client, file } = await start();
  await client.sync(file, "x");
  const said = "the scripted language server exited during hover (exit 3: scripted server: asked for a hover, exiting)";
  expect(await failure(client.hover(file, { line: 0, character: 0 }))).toContain(said);
  await client.exited;
  expect(client.alive()).toBe(false);
  // Written to a pipe already closed: the write fails inside vscode-jsonrpc, the request still says why.
  expect(await failure(client.hover(file, { line: 0, character: 0 }))).toContain(said);
  expect(await failure(client.sync(file, "y"))).toContain("the scripted language server exited during sync (exit 3");
  await Bun.sleep(50);
  expect(unhandled).toEqual([]);
});

test("requests sent the moment a server is killed fail saying it was killed, and nothing is left unhandled", async () => {
  process.on("unhandledRejection", onUnhandled);
  // The race the kill opens (the pipe closes while a write is under way) is hit some of the time; 30 rounds make it likely.
  const said = new Set<string>();
  for (let round = 0; round < 30; round++) {
    const { client, file } = await start();
    await client.sync(file, "x");
    process.kill(client.pid!, "SIGKILL");
    const synced = failure(client.sync(file, "y"));
    const asked = [0, 1, 2, 3].map((character) => failure(client.definition(file, { line: 0, character })));
    for (const message of await Promise.all(asked)) said.add(message);
    // A notification has no answer: one written before the exit is seen is lost without a word.
    const notified = await synced;
    if (notified !== "answered") said.add(notified);
  }
  for (const message of said) expect(message).toMatch(/^the scripted language server exited during (sync|definition) \(signal SIGKILL\)$/);
  await Bun.sleep(50);
  expect(unhandled).toEqual([]);
}, 30_000);
