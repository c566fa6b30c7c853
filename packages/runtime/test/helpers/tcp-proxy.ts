import { connect, createServer, type Server, type Socket } from "node:net";

/** A loopback TCP proxy that can cut the line without closing it (a network partition) and mend it. */
export interface TcpProxy {
  readonly port: number;
  /** Stops forwarding in both directions; connections stay open and silent, new ones are accepted and silent too. */
  partition(): void;
  /** Forwards again; connections opened during the partition are dropped (their peers reconnect). */
  heal(): void;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (free port) to 127.0.0.1:`targetPort`. */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let cut = false;
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on("data", (chunk) => {
        if (!cut) to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)));
  return {
    port,
    partition() {
      cut = true;
    },
    heal() {
      // What was sent into the void is gone: both sides must start over, as after a real partition.
      for (const [client, upstream] of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, upstream] of [...pairs]) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
