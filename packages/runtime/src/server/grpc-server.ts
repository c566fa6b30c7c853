import * as grpc from "@grpc/grpc-js";
import {
  decodeAskPermissionRequest,
  decodeListPermissionsRequest,
  decodeRespondToPermissionRequest,
  decodeWatchPermissionsRequest,
  decodeWatchToolPartsRequest,
  encodeAskPermissionResponse,
  encodeListPermissionsResponse,
  encodeRespondToPermissionResponse,
  encodeWatchPermissionsResponse,
  encodeWatchToolPartsResponse,
  ProtoBridgeError,
} from "@generated/proto/bridge";
import { PermissionServiceService } from "@generated/proto/opencode/permission/v1/permission_service";
import { ToolServiceService } from "@generated/proto/opencode/tool/v1/tool_service";
import type { PermissionEvent } from "@generated/validators/permissionEvent";
import type { ToolPart } from "@generated/validators/toolPart";
import { InvalidArgumentError, UnauthenticatedError } from "../errors/runtime-error.ts";
import { mapError } from "../errors/error-mapping.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import { askForOutcome } from "../permission/ask-outcome.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import { formatPath } from "../validation/validate.ts";
import { isAuthorized } from "./auth-token.ts";
import { DEFAULT_BODY_LIMITS, type JsonBodyLimits, checkJsonValue } from "./json-body.ts";

export interface GrpcServerOptions {
  readonly host: string;
  readonly port: number;
  readonly permissions: PermissionService;
  readonly tracker: ToolTracker;
  readonly token: string;
  readonly limits?: JsonBodyLimits;
  /** Messages a stream may have queued for a slow client before it is ended with RESOURCE_EXHAUSTED. */
  readonly maxStreamBacklog?: number;
  readonly log?: (message: string) => void;
}

export interface GrpcServerHandle {
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * The generated service definitions with one change: requests arrive as raw bytes and
 * responses leave through the generated JSON⇄proto bridge. Decoding inside the handler lets a
 * malformed request (bad UTF-8, schema violation) answer INVALID_ARGUMENT with a path, where
 * grpc-js would answer a throwing deserializer with INTERNAL; encoding through the bridge checks
 * every response against its schema on the way out.
 */
// MethodDefinition<any, any>: the only type every generated definition (each with its own message types) fits.
type AnyMethod = grpc.MethodDefinition<any, any>;

function withBridgeCodecs<S extends Record<string, AnyMethod>>(
  service: S,
  encoders: { readonly [K in keyof S]: (json: never) => Uint8Array },
): grpc.ServiceDefinition {
  const out: Record<string, AnyMethod> = {};
  for (const [name, definition] of Object.entries(service)) {
    const encode = encoders[name as keyof S] as (json: unknown) => Uint8Array;
    out[name] = {
      ...definition,
      requestDeserialize: (bytes: Buffer) => bytes,
      responseSerialize: (json: unknown) => Buffer.from(encode(json)),
    };
  }
  return out as grpc.ServiceDefinition;
}

/** The bridge's schema issues as the same `path: message` lines HTTP answers with; other failures keep their text. */
function bridgeIssues(error: ProtoBridgeError): string[] {
  if (error.issues.length === 0) return [error.message];
  return error.issues.slice(0, 10).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

/** Decodes request bytes through the bridge; any failure is INVALID_ARGUMENT naming the path. */
function decodeRequest<T>(decode: (bytes: Uint8Array) => T, bytes: Buffer, what: string): T {
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

function serviceError(error: unknown, log?: (message: string) => void): Partial<grpc.StatusObject> {
  const mapped = mapError(error);
  if (mapped.code === "INTERNAL") log?.(`internal error in gRPC handler: ${(error as Error)?.stack ?? String(error)}`);
  return { code: mapped.grpcCode, details: mapped.message };
}

function authorize(call: { metadata: grpc.Metadata }, token: string): void {
  const header = call.metadata.get("authorization")[0];
  if (!isAuthorized(typeof header === "string" ? header : undefined, token)) throw new UnauthenticatedError();
}

/** Starts grpc-js with PermissionService and ToolService on `host:port` (0 = a free port). */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServerHandle> {
  const { permissions, tracker, token, log } = options;
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;
  const maxBacklog = options.maxStreamBacklog ?? 10_000;
  const server = new grpc.Server({
    "grpc.max_receive_message_length": limits.maxBytes,
    "grpc.max_send_message_length": 16 * 1024 * 1024,
    "grpc.keepalive_permit_without_calls": 1,
  });

  /** A unary handler: auth, decode, run, answer; every failure mapped to its status code. */
  const unary =
    <Req, Res>(decode: (bytes: Uint8Array) => Req, what: string, run: (request: Req, call: grpc.ServerUnaryCall<Buffer, Res>) => Promise<Res> | Res) =>
    (call: grpc.ServerUnaryCall<Buffer, Res>, callback: grpc.sendUnaryData<Res>) => {
      void (async () => {
        try {
          authorize(call, token);
          callback(null, await run(decodeRequest(decode, call.request, what), call));
        } catch (error) {
          callback(serviceError(error, log));
        }
      })();
    };

  /**
   * A server stream over a bus subscription. The subscription ends when the client cancels or
   * disconnects; a client too slow to drain `maxBacklog` messages is ended, not buffered forever.
   */
  const stream =
    <Req, Event, Res>(
      decode: (bytes: Uint8Array) => Req,
      what: string,
      subscribe: (request: Req, push: (event: Event) => void) => () => void,
      toResponse: (event: Event) => Res,
    ) =>
    (call: grpc.ServerWritableStream<Buffer, Res>) => {
      let unsubscribe: (() => void) | undefined;
      const end = () => {
        unsubscribe?.();
        unsubscribe = undefined;
      };
      try {
        authorize(call, token);
        const request = decodeRequest(decode, call.request, what);
        call.on("cancelled", end);
        call.on("close", end);
        call.on("error", end);
        unsubscribe = subscribe(request, (event) => {
          if (call.cancelled || call.destroyed || call.writableEnded) return end();
          if (call.writableLength > maxBacklog) {
            end();
            call.emit("error", { code: grpc.status.RESOURCE_EXHAUSTED, details: "stream client too slow; reconnect and resync with ListPermissions" });
            return;
          }
          call.write(toResponse(event));
        });
        // Headers now, so a client knows the subscription is live before the first event.
        call.sendMetadata(new grpc.Metadata());
      } catch (error) {
        end();
        call.emit("error", serviceError(error, log));
      }
    };

  const permissionService = withBridgeCodecs(PermissionServiceService, {
    askPermission: encodeAskPermissionResponse,
    listPermissions: encodeListPermissionsResponse,
    respondToPermission: encodeRespondToPermissionResponse,
    watchPermissions: encodeWatchPermissionsResponse,
  });
  server.addService(permissionService, {
    askPermission: unary(decodeAskPermissionRequest, "AskPermissionRequest", (request, call) => {
      // A client that cancels or disconnects cancels its pending request.
      const controller = new AbortController();
      call.on("cancelled", () => controller.abort());
      return askForOutcome(permissions, request, controller.signal);
    }),
    listPermissions: unary(decodeListPermissionsRequest, "ListPermissionsRequest", (request) => ({
      permissions: permissions.list().filter((p) => request.sessionID === undefined || p.sessionID === request.sessionID),
    })),
    respondToPermission: unary(decodeRespondToPermissionRequest, "RespondToPermissionRequest", async (request) => {
      await permissions.reply({
        requestID: request.permissionID,
        reply: request.reply,
        sessionID: request.sessionID,
        ...(request.message !== undefined ? { message: request.message } : {}),
      });
      return {};
    }),
    watchPermissions: stream(
      decodeWatchPermissionsRequest,
      "WatchPermissionsRequest",
      (request, push: (event: PermissionEvent) => void) =>
        permissions.subscribe((event) => {
          if (request.sessionID === undefined || event.properties.sessionID === request.sessionID) push(event);
        }),
      (event) => ({ event }),
    ),
  } satisfies grpc.UntypedServiceImplementation);

  server.addService(withBridgeCodecs(ToolServiceService, { watchToolParts: encodeWatchToolPartsResponse }), {
    watchToolParts: stream(
      decodeWatchToolPartsRequest,
      "WatchToolPartsRequest",
      (request, push: (part: ToolPart) => void) =>
        tracker.subscribe(({ properties: { part } }) => {
          if (request.sessionID !== undefined && part.sessionID !== request.sessionID) return;
          if (request.messageID !== undefined && part.messageID !== request.messageID) return;
          push(part);
        }),
      (part) => ({ part }),
    ),
  } satisfies grpc.UntypedServiceImplementation);

  const port = await new Promise<number>((resolve, reject) => {
    const address = options.host.includes(":") ? `[${options.host}]:${options.port}` : `${options.host}:${options.port}`;
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound)));
  });

  return Object.freeze({
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        // Graceful first (blocked asks were already answered by dispose); force after a grace period.
        const timer = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, 2_000);
        server.tryShutdown(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  });
}
