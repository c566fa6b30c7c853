/** A listener; it must not throw (a throwing listener is isolated and reported, never fatal). */
export type Listener<E> = (event: E) => void;

/** A tiny synchronous pub/sub: events reach listeners in publish order, before `publish` returns. */
export interface EventBus<E> {
  publish(event: E): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: Listener<E>): () => void;
  readonly size: number;
}

/** Creates an event bus; `onListenerError` sees what a listener threw. */
export function createEventBus<E>(onListenerError: (error: unknown) => void = (error) => console.error(error)): EventBus<E> {
  const listeners = new Set<Listener<E>>();
  return {
    publish(event) {
      // Copy so a listener that unsubscribes (or subscribes) mid-delivery cannot skip anyone.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get size() {
      return listeners.size;
    },
  };
}
