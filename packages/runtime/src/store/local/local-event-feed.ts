import { createEventBus } from "../../events/event-bus.ts";
import type { EventFeed, FeedEvent } from "../event-feed.ts";

/** The event feed of a server that shares nothing: events go to this process's subscribers, synchronously, in order. */
export interface LocalEventFeed extends EventFeed {
  /** Delivers one event now (the in-process pending requests publish their transitions here). */
  deliver(event: Omit<FeedEvent, "seq">): void;
}

/** Creates the in-process feed; `onListenerError` sees what a subscriber threw. */
export function createLocalEventFeed(onListenerError?: (error: unknown) => void): LocalEventFeed {
  const bus = createEventBus<FeedEvent>(onListenerError);
  let seq = 0;
  const deliver = (event: Omit<FeedEvent, "seq">) => bus.publish({ ...event, seq: ++seq });
  return {
    deliver,
    append(_projectID, events) {
      for (const { sessionID, event } of events) deliver({ sessionID, event });
    },
    subscribe: (listener) => bus.subscribe(listener),
    async close() {},
  };
}
