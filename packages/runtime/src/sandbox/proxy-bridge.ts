/**
 * Runs inside a sandbox whose tool may use the network through the runtime's proxy:
 * `bun proxy-bridge.ts --socket <unix socket> --port <n> -- <argv…>`. It listens on 127.0.0.1:<n>
 * in the sandbox's own network namespace (HTTP_PROXY points there), pipes every connection to the
 * proxy's Unix socket, runs argv with this process's stdio, and exits with its status.
 */
import { connect, createServer } from "node:net";

function arg(name: string): string {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  if (!value) {
    console.error(`proxy-bridge: ${name} is required`);
    process.exit(2);
  }
  return value;
}

const socketPath = arg("--socket");
const port = Number(arg("--port"));
const argv = process.argv.slice(process.argv.indexOf("--") + 1);

const server = createServer((client) => {
  const upstream = connect(socketPath);
  client.pipe(upstream).on("error", () => upstream.destroy());
  upstream.pipe(client).on("error", () => client.destroy());
  upstream.on("error", () => client.destroy());
  client.on("error", () => upstream.destroy());
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
const child = Bun.spawn(argv, { stdin: "inherit", stdout: "inherit", stderr: "inherit" });
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => child.kill(signal));
const code = await child.exited;
process.exit(child.signalCode ? 128 + (({ SIGKILL: 9, SIGTERM: 15, SIGINT: 2, SIGHUP: 1 }) as Record<string, number>)[child.signalCode]! || 1 : code);
