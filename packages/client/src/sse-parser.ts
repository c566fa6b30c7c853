/** One Server-Sent Event: its name (default `message`) and data. */
export interface SseEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * Incremental SSE parser (the WHATWG rules the runtime's streams use: `event:`, `data:`,
 * comments, blank-line dispatch). Bounded: an event larger than `maxEventBytes` throws, so a
 * misbehaving server cannot grow the client's memory without limit.
 */
export function createSseParser(onEvent: (event: SseEvent) => void, maxEventBytes = 32 * 1024 * 1024): (chunk: string) => void {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let size = 0;
  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const newline = buffer.search(/\r\n|\n|\r/);
      if (newline < 0) break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith("\r\n", newline) ? 2 : 1));
      if (line === "") {
        if (data.length > 0) onEvent({ event: event || "message", data: data.join("\n") });
        event = "";
        data = [];
        size = 0;
        continue;
      }
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") {
        size += value.length;
        if (size > maxEventBytes) throw new Error(`server sent an event over ${maxEventBytes} bytes`);
        data.push(value);
      }
    }
    if (buffer.length > maxEventBytes) throw new Error(`server sent a line over ${maxEventBytes} bytes`);
  };
}
