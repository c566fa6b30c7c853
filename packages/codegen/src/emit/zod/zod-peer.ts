/**
 * The zod versions the emitted validators run on, as a peer dependency range. 4.2.0 is the first with `z.xor`
 * (oneOf); every 4.x from it up was checked by installing it and type-checking and running the canonical and
 * corpus output (test/zod-peer.test.ts keeps the lower bound honest).
 */
export const ZOD_PEER_RANGE = "^4.2.0";

/** The lowest version in {@link ZOD_PEER_RANGE}. */
export const ZOD_MINIMUM = ZOD_PEER_RANGE.slice(1);
