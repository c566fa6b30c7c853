/** Reads `data:` frames of an SSE response as parsed JSON events. */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    /** The next event, or throws after `ms`. */
    async next(ms = 5_000): Promise<{ type: string; properties: any }> {
      const deadline = Date.now() + ms;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith("data: ")) return JSON.parse(frame.slice(6));
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no SSE event in time");
        const chunk = await Promise.race([reader.read(), Bun.sleep(left).then(() => undefined)]);
        if (!chunk) throw new Error("no SSE event in time");
        if (chunk.done) throw new Error("SSE stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
