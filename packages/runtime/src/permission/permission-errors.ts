import type { PermissionRule } from "@generated/validators/permissionRule";
import { RuntimeError } from "../errors/runtime-error.ts";

/** A config rule denied the call; the message lists the rules relevant to the permission (OpenCode wording). */
export class DeniedError extends RuntimeError {
  override readonly name = "PermissionDeniedError";
  constructor(readonly ruleset: readonly PermissionRule[]) {
    super(
      "PERMISSION_DENIED",
      `The user has specified a rule which prevents you from using this specific tool call. Here are some of the relevant rules ${JSON.stringify(ruleset)}`,
    );
  }
}

/** The user rejected the call without feedback (OpenCode wording), or nobody answered in time. */
export class RejectedError extends RuntimeError {
  override readonly name: string = "PermissionRejectedError";
  constructor(message = "The user rejected permission to use this specific tool call.") {
    super("PERMISSION_DENIED", message);
  }
}

/** Nobody answered the request within the server's ask timeout; the call is rejected. */
export class UnansweredError extends RejectedError {
  override readonly name = "PermissionUnansweredError";
  constructor(seconds: number) {
    super(`Nobody answered the permission request within ${seconds} s, so this specific tool call was rejected.`);
  }
}

/** The user rejected the call and told the agent what to do instead (OpenCode wording). */
export class CorrectedError extends RuntimeError {
  override readonly name = "PermissionCorrectedError";
  constructor(readonly feedback: string) {
    super(
      "PERMISSION_DENIED",
      `The user rejected permission to use this specific tool call with the following feedback: ${feedback}`,
    );
  }
}
