/** Subscribes to one of the runtime's SSE routes (the cookie authenticates it); returns the close function. */
export function liveEvents(path: string, onEvent: (event: { type: string; properties: any }) => void, onState?: (connected: boolean) => void): () => void {
  const source = new EventSource(path, { withCredentials: true });
  source.onopen = () => onState?.(true);
  source.onerror = () => onState?.(false);
  source.onmessage = (message) => {
    try {
      onEvent(JSON.parse(message.data as string));
    } catch {
      // A frame that is not JSON is not ours to show.
    }
  };
  return () => source.close();
}
