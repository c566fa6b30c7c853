// Code generated from schema/acp/acpEmbeddedResourceResource.schema.json. DO NOT EDIT.
import { z } from "zod";
import { closestBranch } from "./_toolwire.js";
import { acpBlobResourceContentsSchema } from "./acpBlobResourceContents.js";
import { acpTextResourceContentsSchema } from "./acpTextResourceContents.js";

/**
 * AcpEmbeddedResourceResource
 *
 * Contents of an embedded resource (ACP `EmbeddedResourceResource`): text contents or binary contents. Like the official schema this is an `anyOf` without a discriminator property; the branches are told apart by their required `text` or `blob` field.
 */
export const acpEmbeddedResourceResourceSchema = z.union([acpTextResourceContentsSchema, acpBlobResourceContentsSchema], { error: closestBranch });

/** AcpEmbeddedResourceResource, inferred from {@link acpEmbeddedResourceResourceSchema}. */
export type AcpEmbeddedResourceResource = z.infer<typeof acpEmbeddedResourceResourceSchema>;
