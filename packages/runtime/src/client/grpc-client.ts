import * as grpc from "@grpc/grpc-js";
import {
  fromProtoAskPermissionResponse,
  fromProtoListApprovalsResponse,
  fromProtoListAuditResponse,
  fromProtoListPermissionsResponse,
  fromProtoWatchPermissionsResponse,
  fromProtoWatchToolPartsResponse,
  toProtoAskPermissionRequest,
  toProtoListApprovalsRequest,
  toProtoListAuditRequest,
  toProtoListPermissionsRequest,
  toProtoRevokeApprovalRequest,
  toProtoRespondToPermissionRequest,
  toProtoWatchPermissionsRequest,
  toProtoWatchToolPartsRequest,
} from "@generated/proto/bridge";
import { PermissionServiceClient } from "@generated/proto/opencode/permission/v1/permission_service";
import { ToolServiceClient } from "@generated/proto/opencode/tool/v1/tool_service";
import type { AskPermissionRequest } from "@generated/validators/askPermissionRequest";
import type { Approval } from "@generated/validators/approval";
import type { AskPermissionResponse } from "@generated/validators/askPermissionResponse";
import type { ListAuditRequest } from "@generated/validators/listAuditRequest";
import type { ListAuditResponse } from "@generated/validators/listAuditResponse";
import type { PermissionEvent } from "@generated/validators/permissionEvent";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import type { RespondToPermissionRequest } from "@generated/validators/respondToPermissionRequest";
import type { ToolPart } from "@generated/validators/toolPart";
import type { WatchPermissionsRequest } from "@generated/validators/watchPermissionsRequest";
import type { WatchToolPartsRequest } from "@generated/validators/watchToolPartsRequest";

export interface GrpcClientOptions {
  /** `host:port`. */
  readonly target: string;
  readonly token: string;
  /** A connection of its own instead of grpc-js's shared one (load tests model separate clients). */
  readonly ownConnection?: boolean;
}

/** A live server stream; `ready` resolves once the server has accepted the subscription. */
export interface Watch {
  readonly ready: Promise<void>;
  /** Resolves when the stream ends, with the status error if it failed (cancel is not a failure). */
  readonly closed: Promise<grpc.ServiceError | undefined>;
  cancel(): void;
}

/** Promise-based use of the generated gRPC clients, in schema JSON (converted by the generated bridge). */
export interface RuntimeGrpcClient {
  ask(request: AskPermissionRequest, options?: { readonly signal?: AbortSignal }): Promise<AskPermissionResponse>;
  list(sessionID?: string): Promise<PermissionRequest[]>;
  respond(request: RespondToPermissionRequest): Promise<void>;
  /** Approvals in force (user role). */
  listApprovals(sessionID?: string): Promise<Approval[]>;
  /** Revokes an approval (user role). */
  revokeApproval(approvalID: string): Promise<void>;
  /** A page of the audit log (user role). */
  listAudit(request?: ListAuditRequest): Promise<ListAuditResponse>;
  watchPermissions(request: WatchPermissionsRequest, onEvent: (event: PermissionEvent) => void): Watch;
  watchToolParts(request: WatchToolPartsRequest, onPart: (part: ToolPart) => void): Watch;
  close(): void;
}

/** Connects the generated PermissionService and ToolService clients to a runtime server. */
export function createGrpcClient(options: GrpcClientOptions): RuntimeGrpcClient {
  const credentials = grpc.credentials.createInsecure();
  const channelOptions = options.ownConnection ? { "grpc.use_local_subchannel_pool": 1 } : {};
  const permissions = new PermissionServiceClient(options.target, credentials, channelOptions);
  const tools = new ToolServiceClient(options.target, credentials, channelOptions);
  const metadata = () => {
    const m = new grpc.Metadata();
    m.set("authorization", `Bearer ${options.token}`);
    return m;
  };

  const watch = <T>(stream: grpc.ClientReadableStream<T>, onMessage: (message: T) => void): Watch => {
    let resolveReady!: () => void;
    const ready = new Promise<void>((resolve) => (resolveReady = resolve));
    const closed = new Promise<grpc.ServiceError | undefined>((resolve) => {
      stream.on("metadata", () => resolveReady());
      stream.on("data", (message: T) => onMessage(message));
      stream.on("error", (error: grpc.ServiceError) => {
        resolveReady();
        resolve(error.code === grpc.status.CANCELLED ? undefined : error);
      });
      stream.on("end", () => {
        resolveReady();
        resolve(undefined);
      });
    });
    return { ready, closed, cancel: () => stream.cancel() };
  };

  return {
    ask(request, { signal } = {}) {
      return new Promise((resolve, reject) => {
        const call = permissions.askPermission(toProtoAskPermissionRequest(request), metadata(), (error, response) =>
          error ? reject(error) : resolve(fromProtoAskPermissionResponse(response)),
        );
        signal?.addEventListener("abort", () => call.cancel(), { once: true });
      });
    },
    list(sessionID) {
      return new Promise((resolve, reject) => {
        permissions.listPermissions(toProtoListPermissionsRequest(sessionID ? { sessionID } : {}), metadata(), (error, response) =>
          error ? reject(error) : resolve(fromProtoListPermissionsResponse(response).permissions),
        );
      });
    },
    respond(request) {
      return new Promise((resolve, reject) => {
        permissions.respondToPermission(toProtoRespondToPermissionRequest(request), metadata(), (error) => (error ? reject(error) : resolve()));
      });
    },
    listApprovals(sessionID) {
      return new Promise((resolve, reject) => {
        permissions.listApprovals(toProtoListApprovalsRequest(sessionID ? { sessionID } : {}), metadata(), (error, response) =>
          error ? reject(error) : resolve(fromProtoListApprovalsResponse(response).approvals),
        );
      });
    },
    revokeApproval(approvalID) {
      return new Promise((resolve, reject) => {
        permissions.revokeApproval(toProtoRevokeApprovalRequest({ approvalID }), metadata(), (error) => (error ? reject(error) : resolve()));
      });
    },
    listAudit(request = {}) {
      return new Promise((resolve, reject) => {
        permissions.listAudit(toProtoListAuditRequest(request), metadata(), (error, response) => (error ? reject(error) : resolve(fromProtoListAuditResponse(response))));
      });
    },
    watchPermissions(request, onEvent) {
      return watch(permissions.watchPermissions(toProtoWatchPermissionsRequest(request), metadata()), (message) =>
        onEvent(fromProtoWatchPermissionsResponse(message).event),
      );
    },
    watchToolParts(request, onPart) {
      return watch(tools.watchToolParts(toProtoWatchToolPartsRequest(request), metadata()), (message) =>
        onPart(fromProtoWatchToolPartsResponse(message).part),
      );
    },
    close() {
      permissions.close();
      tools.close();
    },
  };
}
