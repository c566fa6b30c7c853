import { permissionReplySchema } from "@generated/validators/permissionReply";
import { z } from "zod";

/**
 * Body of OpenCode's deprecated `POST /session/:sessionID/permissions/:permissionID`:
 * `{ response: PermissionReply }`. No schema in schema/ names this wrapper, so it is composed
 * here from the generated PermissionReply validator (the only shape inside it).
 */
export const legacyPermissionBodySchema = z.strictObject({ response: permissionReplySchema });
