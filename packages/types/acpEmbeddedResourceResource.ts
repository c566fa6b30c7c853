// Code generated from schema/acp/acpEmbeddedResourceResource.schema.json. DO NOT EDIT.
import type { AcpBlobResourceContents } from "./acpBlobResourceContents.js";
import type { AcpTextResourceContents } from "./acpTextResourceContents.js";

/**
 * Contents of an embedded resource (ACP `EmbeddedResourceResource`): text contents or binary contents. Like the official schema this is an `anyOf` without a discriminator property; the branches are told apart by their required `text` or `blob` field.
 */
export type AcpEmbeddedResourceResource = AcpTextResourceContents | AcpBlobResourceContents;
