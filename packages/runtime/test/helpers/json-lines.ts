/** Reads a byte stream to its end, pushing each non-empty line, parsed as JSON, into `into` (what a peer wrote, for validation). */
export async function collectJsonLines(stream: ReadableStream<Uint8Array>, into: unknown[]): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of stream) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) into.push(JSON.parse(line));
    }
  }
}

/** Reads a text stream to its end into `add` (a subprocess's stderr). */
export async function collectText(stream: ReadableStream<Uint8Array>, add: (text: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  for await (const chunk of stream) add(decoder.decode(chunk, { stream: true }));
}
