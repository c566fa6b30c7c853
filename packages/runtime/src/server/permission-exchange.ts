import { checkAskPermissionRequest } from "@generated/guards/askPermissionRequest";
import { checkPermissionReplyBody } from "@generated/guards/permissionReplyBody";
import { askForOutcome } from "../permission/ask-outcome.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import { checked } from "../validation/check-guard.ts";
import { requireCapability } from "./access.ts";
import { actorOf, type Credential } from "./credentials.ts";
import { type JsonBodyLimits, readJsonBody } from "./json-body.ts";

/**
 * The two routes of the permission exchange, `POST /permission/ask` (blocks until decided; a client that
 * disconnects cancels its request) and `POST /permission/:requestID/reply`, written once for both ways in:
 * the Hono app (every route, every credential) and Bun's native router for bearer requests (native-routes.ts),
 * which skips the generic dispatch on the two calls every round trip makes. Both check the same role, read the
 * body within the same bounds, validate it with the same generated guard and answer the same JSON.
 */
export interface PermissionExchange {
  ask(request: Request, credential: Credential): Promise<Response>;
  reply(request: Request, credential: Credential, requestID: string): Promise<Response>;
}

/** The optional parts of an answer (HTTP body or gRPC request), only those given. */
export function replyOptions(given: { readonly message?: string; readonly scope?: "session" | "project"; readonly expiresIn?: number; readonly remember?: boolean }) {
  return {
    ...(given.message !== undefined ? { message: given.message } : {}),
    ...(given.scope !== undefined ? { scope: given.scope } : {}),
    ...(given.expiresIn !== undefined ? { expiresIn: given.expiresIn } : {}),
    ...(given.remember ? { remember: true as const } : {}),
  };
}

/** A JSON answer, as Hono's `c.json` writes it. */
const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } });

/** The exchange over one permission service, with the server's body limits. */
export function createPermissionExchange(permissions: PermissionService, limits: JsonBodyLimits): PermissionExchange {
  return Object.freeze({
    async ask(request: Request, credential: Credential) {
      requireCapability(credential, "ask", "asking for permission");
      const body = checked(checkAskPermissionRequest, await readJsonBody(request, limits), "AskPermissionRequest");
      return json(await askForOutcome(permissions, body, request.signal, actorOf(credential)));
    },
    async reply(request: Request, credential: Credential, requestID: string) {
      requireCapability(credential, "answer", "replying to a permission request");
      const parsed = checked(checkPermissionReplyBody, await readJsonBody(request, limits), "reply body");
      await permissions.reply({ requestID, reply: parsed.reply, ...replyOptions(parsed), actor: actorOf(credential) });
      return json(true);
    },
  });
}
