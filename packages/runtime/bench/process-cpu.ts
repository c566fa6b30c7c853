import { readdirSync, readFileSync } from "node:fs";

/** CPU time (user + system, all threads) a process has used so far, ms; NaN once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Every PostgreSQL process on this machine (the benches run a throwaway cluster and nothing else). */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** CPU ms of a set of processes, summed; those gone count 0. */
export function totalCpuMs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => {
    const ms = processCpuMs(pid);
    return sum + (Number.isNaN(ms) ? 0 : ms);
  }, 0);
}
