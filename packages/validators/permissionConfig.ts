// Code generated from schema/permission/permissionConfig.schema.json. DO NOT EDIT.
import { z } from "zod";
import { closestBranch } from "./_toolwire.js";
import { permissionActionSchema } from "./permissionAction.js";

/**
 * PermissionConfig
 *
 * The permission rules `bun run serve` reads (`--config FILE`, default `<data-dir>/permission.json`): OpenCode's `permission` block. Each key is a permission; its value is an action for every pattern, or an object of wildcard pattern → action, in order (the last matching rule wins, and a configured `deny` is final).
 */
export const permissionConfigSchema = z.record(z.string(), z.union([permissionActionSchema, z.record(z.string(), permissionActionSchema)], { error: closestBranch }));

/** PermissionConfig, inferred from {@link permissionConfigSchema}. */
export type PermissionConfig = z.infer<typeof permissionConfigSchema>;
