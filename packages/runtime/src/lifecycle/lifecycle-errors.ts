import { RuntimeError } from "../errors/runtime-error.ts";

/** A state change the lifecycle forbids (e.g. anything out of `completed` but `time.compacted`). The part is unchanged. */
export class IllegalTransitionError extends RuntimeError {
  override readonly name = "IllegalTransitionError";
  constructor(
    readonly partID: string,
    readonly from: string,
    readonly to: string,
    detail?: string,
  ) {
    super("FAILED_PRECONDITION", `illegal tool part transition ${from} → ${to} for ${partID}${detail ? `: ${detail}` : ""}`);
  }
}
