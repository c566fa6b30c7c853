import type { SettleDetail } from "./pending-request-store.ts";

/** An event of any server, as the feed delivers it. */
export interface FeedEvent {
  /** Position in the feed; per session, the order every server delivers in. */
  readonly seq: number;
  readonly sessionID: string;
  readonly event: { readonly type: string; readonly properties: unknown };
  /** For `permission.replied`: why, and which server's asker waits (see SettleDetail). */
  readonly detail?: SettleDetail & { readonly owner?: string };
}

/**
 * The events of every server sharing a store (permission asks and replies, tool part updates),
 * delivered to each server's subscribers once each, in order per session.
 */
export interface EventFeed {
  /** Adds events (tool part updates); they are written in call order, retried while the store is unreachable. */
  append(projectID: string, events: readonly { readonly sessionID: string; readonly event: FeedEvent["event"] }[]): void;
  subscribe(listener: (event: FeedEvent) => void): () => void;
  close(): Promise<void>;
}
