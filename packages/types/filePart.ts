// Code generated from schema/tool/filePart.schema.json. DO NOT EDIT.
import type { FilePartSource } from "./filePartSource.js";

/**
 * Message part carrying a file: a user attachment, a file or symbol referenced in the prompt, or a file produced by a tool.
 */
export interface FilePart {
  /**
   * Identifier of this part: the prefix `prt` followed by a time-ordered suffix (for example `prt_0a1f3ca5b3e1Pq2RsT6uVw8XyZ`).
   */
  id: string;
  /**
   * Identifier of the session this part belongs to: the prefix `ses` followed by a time-ordered suffix.
   */
  sessionID: string;
  /**
   * Identifier of the message this part belongs to: the prefix `msg` followed by a time-ordered suffix.
   */
  messageID: string;
  /**
   * Part discriminator; always `file` for file parts.
   */
  type: "file";
  /**
   * MIME type of the file content, such as `text/plain` or `image/png`.
   */
  mime: string;
  /**
   * Original file name, when known.
   */
  filename?: string;
  /**
   * Where the content lives: a `file://` URL, an `http(s)://` URL or a `data:` URL with the content inline.
   */
  url: string;
  /**
   * Origin of the file when it was referenced from the prompt.
   */
  source?: FilePartSource;
}
