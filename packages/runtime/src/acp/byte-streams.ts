import type { FileSink } from "bun";

/** A WritableStream over this process's stdout (the JSON-RPC channel of `bun run acp`). */
export function stdoutWritable(): WritableStream<Uint8Array> {
  return new WritableStream<Uint8Array>({
    write: (chunk) =>
      new Promise<void>((resolve, reject) => {
        process.stdout.write(chunk, (error) => (error ? reject(error) : resolve()));
      }),
  });
}

/** A WritableStream over a child's stdin pipe; each message is flushed as it is written. */
export function sinkWritable(sink: FileSink): WritableStream<Uint8Array> {
  return new WritableStream<Uint8Array>({
    async write(chunk) {
      sink.write(chunk);
      await sink.flush();
    },
    async close() {
      await sink.end();
    },
  });
}
