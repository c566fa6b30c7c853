/** How a command ended on a host's terminal. */
export interface HostExit {
  readonly code: number | null;
  readonly signal: string | null;
}

/** A terminal the host (an ACP editor) runs a command in, shown live to the person. */
export interface HostTerminal {
  readonly id: string;
  /** The output so far (the host may keep only its tail) and the exit, once there is one. */
  output(): Promise<{ readonly output: string; readonly truncated: boolean; readonly exit?: HostExit }>;
  waitForExit(): Promise<HostExit>;
  kill(): Promise<void>;
  /** Frees the terminal on the host (kills what still runs). */
  release(): Promise<void>;
}

/** Where the host's files and terminals are: what an ACP client offers (`fs`, `terminal`). */
export interface ToolHost {
  /** Named in the part's metadata (`via`), e.g. `editor`. */
  readonly name: string;
  readonly files?: {
    /** The file's text as the host has it (unsaved edits included); an absolute path inside the workspace. */
    readText(path: string): Promise<string>;
    /** Writes through the host (its buffer, its undo history, its save). */
    writeText(path: string, content: string): Promise<void>;
  };
  readonly terminal?: {
    create(spec: { readonly command: string; readonly args: readonly string[]; readonly cwd: string; readonly outputByteLimit: number }): Promise<HostTerminal>;
  };
}
