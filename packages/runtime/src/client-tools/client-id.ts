import { InvalidArgumentError } from "../errors/runtime-error.ts";

// No `_` in a client ID, so `client_<clientID>_<id>` splits one way only and two clients can
// never produce the same tool name.
const CLIENT_ID = /^[A-Za-z0-9-]{1,64}$/;
const TOOL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Throws INVALID_ARGUMENT naming `where` unless `clientID` is 1–64 letters, digits or `-`. */
export function checkClientID(clientID: string, where = "clientID"): void {
  if (!CLIENT_ID.test(clientID)) {
    throw new InvalidArgumentError(`invalid ${where} ${JSON.stringify(clientID.slice(0, 80))}: use 1-64 letters, digits or "-"`, [`${where}: must match ${CLIENT_ID.source}`]);
  }
}

/** Throws INVALID_ARGUMENT naming the pointer unless the tool id is 1–64 letters, digits, `_` or `-`. */
export function checkToolID(id: string, pointer: string): void {
  if (!TOOL_ID.test(id)) throw new InvalidArgumentError(`invalid tool id at ${pointer}: ${JSON.stringify(id.slice(0, 80))}`, [`${pointer}: must match ${TOOL_ID.source}`]);
}

/** The seed's registered name: `client_<clientID>_<id>`. */
export function clientToolName(clientID: string, id: string): string {
  return `client_${clientID}_${id}`;
}
