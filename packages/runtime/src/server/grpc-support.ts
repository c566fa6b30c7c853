import * as grpc from "@grpc/grpc-js";
import { constants as http2Constants } from "node:http2";
import { ProtoBridgeError } from "@generated/proto/bridge";
import { InvalidArgumentError, UnauthenticatedError } from "../errors/runtime-error.ts";
import { mapError } from "../errors/error-mapping.ts";
import { formatPath } from "../validation/validate.ts";
import type { Credential, Credentials } from "./credentials.ts";
import type { StreamAccount } from "./stream-budget.ts";
import { checkJsonValue } from "./json-body.ts";

/**
 * The generated service definitions with one change: requests arrive as raw bytes and
 * responses leave through the generated JSON⇄proto bridge. Decoding inside the handler lets a
 * malformed request (bad UTF-8, schema violation) answer INVALID_ARGUMENT with a path, where
 * grpc-js would answer a throwing deserializer with INTERNAL; encoding through the bridge checks
 * every response against its schema on the way out.
 */
// MethodDefinition<any, any>: the only type every generated definition (each with its own message types) fits.
export type AnyMethod = grpc.MethodDefinition<any, any>;

export function withBridgeCodecs<S extends Record<string, AnyMethod>>(
  service: S,
  encoders: { readonly [K in keyof S]: (json: never) => Uint8Array },
): grpc.ServiceDefinition {
  const out: Record<string, AnyMethod> = {};
  for (const [name, definition] of Object.entries(service)) {
    const encode = encoders[name as keyof S] as (json: unknown) => Uint8Array;
    out[name] = {
      ...definition,
      requestDeserialize: (bytes: Buffer) => bytes,
      // Streams hand over bytes they encoded themselves (to count them); everything else is JSON.
      responseSerialize: (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value) : Buffer.from(encode(value))),
    };
  }
  return out as grpc.ServiceDefinition;
}

/**
 * Runs `work` with a signal that aborts if the client cancels or disconnects first. grpc-js reports "cancelled" when
 * any call's stream closes, a finished call's too, so the listener goes once `work` settles: aborting there would
 * only build an AbortError nobody reads, on every call.
 */
export async function untilCancelled<T>(call: grpc.ServerUnaryCall<unknown, unknown>, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  call.on("cancelled", cancel);
  try {
    return await work(controller.signal);
  } finally {
    call.off("cancelled", cancel);
  }
}

/** The bridge's schema issues as the same `path: message` lines HTTP answers with; other failures keep their text. */
export function bridgeIssues(error: ProtoBridgeError): string[] {
  if (error.issues.length === 0) return [error.message];
  return error.issues.slice(0, 10).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

/** Decodes request bytes through the bridge; any failure is INVALID_ARGUMENT naming the path. */
export function decodeRequest<T>(decode: (bytes: Uint8Array) => T, bytes: Buffer, what: string): T {
  let value: T;
  try {
    value = decode(bytes);
  } catch (error) {
    if (error instanceof ProtoBridgeError) {
      const issues = bridgeIssues(error);
      throw new InvalidArgumentError(`invalid ${what}: ${issues.join("; ")}`, issues);
    }
    throw error;
  }
  checkJsonValue(value, what);
  return value;
}

export function serviceError(error: unknown, log?: (message: string) => void): Partial<grpc.StatusObject> {
  const mapped = mapError(error);
  if (mapped.code === "INTERNAL") log?.(`internal error in gRPC handler: ${(error as Error)?.stack ?? String(error)}`);
  return { code: mapped.grpcCode, details: mapped.message };
}

/** The credential of a call; UNAUTHENTICATED when none matches. */
export function authenticate(call: { metadata: grpc.Metadata }, credentials: Credentials): Credential {
  const header = call.metadata.get("authorization")[0];
  const credential = credentials.authenticate(typeof header === "string" ? header : undefined);
  if (!credential) throw new UnauthenticatedError();
  return credential;
}

/**
 * Ends a call's HTTP/2 stream with RST_STREAM (CANCEL), freeing what is queued for it. grpc-js
 * only ends a call with trailers, which a reader that stopped never receives; the stream sits
 * under grpc-js's call wrappers (`call.call[.nextCall…].stream`), so this reaches in, and falls
 * back to destroying the call where the layout differs.
 */
export function resetStream(call: grpc.ServerWritableStream<Buffer, unknown> | grpc.ServerDuplexStream<Buffer, unknown>): void {
  let inner: { stream?: { close?: (code: number) => void }; nextCall?: unknown } | undefined = (call as unknown as { call?: typeof inner }).call;
  for (let depth = 0; inner && !inner.stream && depth < 8; depth++) inner = inner.nextCall as typeof inner;
  if (typeof inner?.stream?.close === "function") inner.stream.close(http2Constants.NGHTTP2_CANCEL);
  call.destroy();
}


/**
 * Writes encoded messages to a server stream while the stream's byte budget holds. A reader that
 * falls further behind is ended with RESOURCE_EXHAUSTED and an RST_STREAM (its queued bytes are
 * dropped); `onCutOff` runs first, with the bytes it was behind. Returns false once cut off.
 */
export function createBudgetedWriter(
  call: grpc.ServerWritableStream<Buffer, unknown> | grpc.ServerDuplexStream<Buffer, unknown>,
  account: StreamAccount,
  onCutOff: (behindBytes: number) => void,
): (bytes: Uint8Array) => boolean {
  let buffered = 0;
  return (bytes) => {
    buffered += bytes.byteLength;
    if (!account.track(buffered)) {
      onCutOff(buffered);
      call.emit("error", { code: grpc.status.RESOURCE_EXHAUSTED, details: "stream client too slow: it fell behind by more than its byte budget; reconnect and resync" });
      // Drop what is queued for it now: a reader that stopped would hold it forever.
      resetStream(call);
      return false;
    }
    call.write(bytes, () => {
      buffered -= bytes.byteLength;
      account.track(buffered);
    });
    return true;
  };
}
