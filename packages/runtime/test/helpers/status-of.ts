/**
 * The gRPC status code a call failed with, or "ok". (Awaiting `expect(call).rejects` on grpc-js
 * promises stalled under bun test; settling the promise ourselves does not.)
 */
export function statusOf(call: Promise<unknown>): Promise<number | "ok"> {
  return call.then(
    () => "ok" as const,
    (error: { code?: number }) => error.code ?? -1,
  );
}
