import type { PermissionRequest } from "@generated/validators/permissionRequest";

/** One server-sent permission event, as the demo reads it. */
interface PermissionEventFrame {
  readonly type: string;
  readonly properties: { readonly requestID?: string; readonly reply?: string } & Partial<PermissionRequest>;
}

export interface DemoUserOptions {
  readonly http: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly sessionID: string;
  readonly say: (who: string, text: string) => void;
  /** Answers one prompt (the demo replies "always"). */
  readonly answer: (request: PermissionRequest) => Promise<void>;
}

/** The demo's "user": watches one session's permission events and answers every prompt. */
export interface DemoUser {
  /**
   * The reply announced for `requestID`; undefined when none arrives within `timeoutMs` or the
   * stream ends. Bounded because rules may decide an ask without any prompt, and then no
   * `permission.replied` ever comes.
   */
  replied(requestID: string, timeoutMs?: number): Promise<string | undefined>;
  stop(): Promise<void>;
}

/** Parses `data:` frames from an SSE body as they arrive. */
async function* sseEvents(reader: { read(): Promise<{ done: boolean; value?: Uint8Array }> }): AsyncGenerator<PermissionEventFrame> {
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (frame.startsWith("data: ")) yield JSON.parse(frame.slice(6)) as PermissionEventFrame;
    }
  }
}

/** `promise`, or undefined after `ms`, without leaving a timer behind. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Subscribes to the session's permission events (`GET /permission/events`) and starts answering. */
export async function startDemoUser(options: DemoUserOptions): Promise<DemoUser> {
  const { say } = options;
  const response = await fetch(`${options.http}/permission/events?sessionID=${options.sessionID}`, { headers: options.headers });
  if (!response.ok || !response.body) throw new Error(`GET /permission/events: HTTP ${response.status}`);
  const reader = response.body.getReader();
  const seen = new Map<string, string>();
  const waiters = new Map<string, (reply: string) => void>();

  const loop = (async () => {
    for await (const event of sseEvents(reader)) {
      const p = event.properties;
      if (event.type === "permission.asked") {
        say("server", `permission.asked  ${p.permission} ${JSON.stringify(p.patterns)} (id ${p.id})`);
        say("user", `answers "always" (remember ${JSON.stringify(p.always)})  → POST /permission/${p.id}/reply`);
        await options.answer(p as PermissionRequest);
      } else if (event.type === "permission.replied" && p.requestID && p.reply) {
        say("server", `permission.replied  ${p.reply}`);
        seen.set(p.requestID, p.reply);
        waiters.get(p.requestID)?.(p.reply);
      }
    }
  })();
  // A failure is reported through replied(); after stop() it is just the cancelled read.
  loop.catch(() => {});

  return {
    async replied(requestID, timeoutMs = 5_000) {
      const known = seen.get(requestID);
      if (known !== undefined) return known;
      const announced = new Promise<string>((resolve) => waiters.set(requestID, resolve));
      return within(Promise.race([announced, loop.then(() => undefined)]), timeoutMs);
    },
    async stop() {
      await reader.cancel().catch(() => {});
    },
  };
}
