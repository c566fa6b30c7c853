// Code generated from schema/permission/permissionEvent.schema.json. DO NOT EDIT.
import { z } from "zod";
import { permissionAskedEventSchema } from "./permissionAskedEvent.js";
import { permissionRepliedEventSchema } from "./permissionRepliedEvent.js";

/**
 * PermissionEvent
 *
 * Any permission bus event, discriminated by `type`: `permission.asked` or `permission.replied`.
 */
export const permissionEventSchema = z.discriminatedUnion("type", [permissionAskedEventSchema, permissionRepliedEventSchema]);

/** PermissionEvent, inferred from {@link permissionEventSchema}. */
export type PermissionEvent = z.infer<typeof permissionEventSchema>;
