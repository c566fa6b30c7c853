import { createStreamBudget, type StreamBudget } from "./stream-budget.ts";

/** Anything the runtime announces on `GET /event`. */
export interface StreamEvent {
  readonly type: string;
  readonly properties: unknown;
}

/** A source of events to stream; returns its unsubscribe function. */
export type EventSource = (listener: (event: StreamEvent) => void) => () => void;

export interface EventStreamOptions {
  readonly sources: readonly EventSource[];
  /** Comment frames keep idle connections (and proxies) from timing out. */
  readonly heartbeatMs?: number;
  /** Bytes a slow client may fall behind (its own and everyone's) before it is cut off, so it cannot grow server memory. */
  readonly budget?: StreamBudget;
  /** Fires when the client goes away (or is cut off). */
  readonly onClose?: () => void;
  /** How one event is framed; default a bare `data:` frame of the event. */
  readonly format?: (event: StreamEvent) => string;
  /** The keep-alive frame; default a `: heartbeat` comment. */
  readonly heartbeat?: string;
  /** The first event; default `server.connected`. */
  readonly greeting?: StreamEvent;
  /** Aborting it ends the stream from the server's side. */
  readonly signal?: AbortSignal;
}

const encoder = new TextEncoder();
const HIGH_WATER_MARK = 64 * 1024;

/**
 * A Server-Sent Events body: `server.connected` first, then one `data:` frame per event, in
 * publish order. Subscriptions end when the client disconnects (the stream is cancelled).
 */
export function createEventStream(options: EventStreamOptions): ReadableStream<Uint8Array> {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const account = (options.budget ?? createStreamBudget()).open();
  const unsubscribers: (() => void)[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    if (timer) clearInterval(timer);
    account.close();
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
    options.onClose?.();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const send = (frame: string) => {
          if (closed) return;
          controller.enqueue(encoder.encode(frame));
          // What the client has not taken yet: the queue beyond what it would hold when drained.
          if (!account.track(Math.max(0, HIGH_WATER_MARK - (controller.desiredSize ?? 0)))) {
            close();
            controller.error(new Error("event stream client too slow"));
          }
        };
        const format = options.format ?? ((event: StreamEvent) => `data: ${JSON.stringify(event)}\n\n`);
        const push = (event: StreamEvent) => send(format(event));
        push(options.greeting ?? { type: "server.connected", properties: {} });
        for (const source of options.sources) unsubscribers.push(source(push));
        const heartbeat = options.heartbeat ?? ": heartbeat\n\n";
        timer = setInterval(() => send(heartbeat), heartbeatMs);
        timer.unref?.();
        const stop = () => {
          if (closed) return;
          close();
          controller.close();
        };
        if (options.signal?.aborted) stop();
        else options.signal?.addEventListener("abort", stop, { once: true });
      },
      cancel() {
        close();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: HIGH_WATER_MARK }),
  );
}
