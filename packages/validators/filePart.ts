// Code generated from schema/tool/filePart.schema.json. DO NOT EDIT.
import { z } from "zod";
import { filePartSourceSchema } from "./filePartSource.js";

/**
 * FilePart
 *
 * Message part carrying a file: a user attachment, a file or symbol referenced in the prompt, or a file produced by a tool.
 */
export const filePartSchema = z.strictObject({
  /** Identifier of this part: the prefix `prt` followed by a time-ordered suffix (for example `prt_0a1f3ca5b3e1Pq2RsT6uVw8XyZ`). */
  id: z.string().regex(new RegExp("^prt", "u")),
  /** Identifier of the session this part belongs to: the prefix `ses` followed by a time-ordered suffix. */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the message this part belongs to: the prefix `msg` followed by a time-ordered suffix. */
  messageID: z.string().regex(new RegExp("^msg", "u")),
  /** Part discriminator; always `file` for file parts. */
  type: z.literal("file"),
  /** MIME type of the file content, such as `text/plain` or `image/png`. */
  mime: z.string(),
  /** Original file name, when known. */
  filename: z.string().optional(),
  /** Where the content lives: a `file://` URL, an `http(s)://` URL or a `data:` URL with the content inline. */
  url: z.string(),
  /** Origin of the file when it was referenced from the prompt. */
  source: filePartSourceSchema.optional(),
});

/** FilePart, inferred from {@link filePartSchema}. */
export type FilePart = z.infer<typeof filePartSchema>;
