/** No sandbox can be made here and the user did not choose `--sandbox off`: the process is not started. */
export class SandboxUnavailableError extends Error {
  override readonly name = "SandboxUnavailableError";
}
