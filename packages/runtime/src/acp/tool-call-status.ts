import type { AcpToolCallStatus } from "@generated/validators/acpToolCallStatus";
import type { ToolState } from "@generated/validators/toolState";

type PartStatus = ToolState["status"];

/** pending → pending, running → in_progress, completed → completed, error → failed. */
export function acpStatusOf(status: PartStatus): AcpToolCallStatus {
  switch (status) {
    case "pending":
      return "pending";
    case "running":
      return "in_progress";
    case "completed":
      return "completed";
    case "error":
      return "failed";
    default: {
      const never: never = status;
      return never;
    }
  }
}

/** The ToolPart status of an ACP status (the inverse of acpStatusOf). */
export function partStatusOf(status: AcpToolCallStatus): PartStatus {
  switch (status) {
    case "pending":
      return "pending";
    case "in_progress":
      return "running";
    case "completed":
      return "completed";
    case "failed":
      return "error";
    default: {
      const never: never = status;
      return never;
    }
  }
}

/**
 * While a permission request for the call is open the call is `pending`, never `in_progress`
 * (a client showing it running hides the dialog: anomalyco/opencode#14301). Finished calls keep
 * their status.
 */
export function statusWhileAsking(status: AcpToolCallStatus, asking: boolean): AcpToolCallStatus {
  return asking && status === "in_progress" ? "pending" : status;
}
