/** A pending permission request as `GET /permission` and `permission.asked` carry it. */
export interface Ask {
  readonly id: string;
  readonly sessionID: string;
  readonly permission: string;
  readonly patterns: string[];
  readonly always: string[];
  readonly metadata?: Record<string, unknown>;
  readonly riskLevel?: string;
  readonly tool?: { readonly messageID: string; readonly callID: string };
}

/** A tool part as `message.part.updated` carries it. */
export interface Part {
  readonly id: string;
  readonly sessionID: string;
  readonly messageID: string;
  readonly callID: string;
  readonly tool: string;
  readonly state: {
    readonly status: "pending" | "running" | "completed" | "error";
    readonly input?: Record<string, unknown>;
    readonly title?: string;
    readonly output?: string;
    readonly error?: string;
    readonly metadata?: Record<string, unknown>;
  };
}

/** An approval in force (`GET /approval`). */
export interface Approval {
  readonly id: string;
  readonly permission: string;
  readonly pattern: string;
  readonly action: string;
  readonly scope: string;
  readonly sessionID: string;
  readonly createdAt: number;
  readonly expiresAt?: number;
}

/** An audit record (`GET /audit`). */
export interface AuditRecord {
  readonly id: string;
  readonly seq: number;
  readonly time: number;
  readonly sessionID: string;
  readonly permission: string;
  readonly patterns: string[];
  readonly decision: string;
  readonly cause: string;
  readonly reply?: string;
  readonly message?: string;
  readonly actor: { readonly credentialID: string; readonly roles: string[] };
}
