import { UnauthenticatedError } from "../errors/runtime-error.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import type { Credential, Credentials } from "./credentials.ts";
import { errorResponse } from "./http-app.ts";
import type { JsonBodyLimits } from "./json-body.ts";
import { createPermissionExchange } from "./permission-exchange.ts";

type Handler = (request: Request, credential: Credential) => Promise<Response>;

export interface NativeRoutesOptions {
  /** The whole HTTP surface; everything these routes do not take goes there. */
  readonly app: { fetch(request: Request): Response | Promise<Response> };
  readonly permissions: PermissionService;
  readonly limits: JsonBodyLimits;
  readonly credentials: Credentials;
  readonly log?: (message: string) => void;
}

/**
 * Bun's native router for the two calls every permission round trip makes (ask, reply), so they skip the generic
 * dispatch (Hono's router, middleware chain and context) that every other route keeps. Same behaviour as the app's:
 * a bearer credential checked as its middleware checks it, the same handlers (permission-exchange.ts), errors
 * answered by the same errorResponse. A request without an Authorization header (the console's cookie, with its
 * CSRF check) goes to the app; so does any other method or path, which Bun's router does not match.
 */
export function nativeRoutes(options: NativeRoutesOptions) {
  const { app, credentials, log } = options;
  const exchange = createPermissionExchange(options.permissions, options.limits);
  const withBearer = async (request: Request, handle: Handler): Promise<Response> => {
    const authorization = request.headers.get("authorization");
    if (authorization === null) return app.fetch(request);
    try {
      const credential = credentials.authenticate(authorization);
      if (!credential) throw new UnauthenticatedError();
      return await handle(request, credential);
    } catch (error) {
      return errorResponse(error, log, `${request.method} ${new URL(request.url).pathname}`);
    }
  };
  return {
    "/permission/ask": { POST: (request: Request) => withBearer(request, (r, credential) => exchange.ask(r, credential)) },
    "/permission/:requestID/reply": {
      POST: (request: Bun.BunRequest<"/permission/:requestID/reply">) => withBearer(request, (r, credential) => exchange.reply(r, credential, request.params.requestID)),
    },
  };
}
