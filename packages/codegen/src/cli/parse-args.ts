import { UsageError } from "../generate.ts";
import { GENERATE_FLAGS, type GenerateFlags } from "./flags.ts";
import type { HelpTopic } from "./help.ts";

/** A parsed command line (frozen); options are merged with the config file later, in resolve-options.ts. */
export type Command =
  | { readonly kind: "help"; readonly topic?: HelpTopic }
  | {
      readonly kind: "generate" | "check";
      readonly flags: Readonly<GenerateFlags>;
      readonly configPath?: string;
      readonly quiet: boolean;
      readonly watch: boolean;
      /** The command that regenerates the output (`toolwire generate …`), named in generated headers. */
      readonly invocation: string;
    }
  | { readonly kind: "init"; readonly flags: Readonly<GenerateFlags>; readonly configPath?: string; readonly force: boolean };

const VERBS = ["generate", "check", "init"] as const;
type Verb = (typeof VERBS)[number];

/** Switches each verb takes besides the shared GENERATE_FLAGS (`--config` takes a value). */
const OWN_SWITCHES: Readonly<Record<Verb, readonly string[]>> = {
  generate: ["--quiet", "--watch"],
  check: ["--quiet"],
  init: ["--force"],
};

/** Switches that do not change the output, left out of the command named in headers. */
const NOT_IN_HEADERS = new Set(["--quiet", "--watch"]);

/** Parses argv (after the script name) into a frozen command. */
export function parseArgs(argv: readonly string[]): Command {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === "--help" || verb === "-h") return { kind: "help" };
  if (verb === "help") return Object.freeze({ kind: "help", ...(isVerb(rest[0]) ? { topic: rest[0] } : {}) });
  if (!isVerb(verb)) throw new UsageError(`unknown command "${verb}"; try --help`);
  if (rest.includes("--help") || rest.includes("-h")) return Object.freeze({ kind: "help", topic: verb });
  const flags: GenerateFlags = {};
  const switches = new Set<string>();
  let configPath: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!;
    const value = () => {
      const v = rest[++i];
      if (v === undefined || v.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    const spec = GENERATE_FLAGS.find((s) => s.name === flag);
    if (spec) spec.apply(flags, spec.value ? value() : "");
    else if (flag === "--config") configPath = value();
    else if (OWN_SWITCHES[verb].includes(flag)) switches.add(flag);
    else throw new UsageError(`unknown option "${flag}" for ${verb}; try toolwire ${verb} --help`);
  }
  if (flags.targets?.length === 0) throw new UsageError("--targets needs at least one target");
  const frozen = Object.freeze({ ...flags, ...(flags.targets ? { targets: Object.freeze([...flags.targets]) } : {}), ...(flags.urlMap ? { urlMap: Object.freeze({ ...flags.urlMap }) } : {}) });
  const config = configPath !== undefined ? { configPath } : {};
  if (verb === "init") return Object.freeze({ kind: "init", flags: frozen, force: switches.has("--force"), ...config });
  return Object.freeze({
    kind: verb,
    flags: frozen,
    quiet: switches.has("--quiet"),
    watch: switches.has("--watch"),
    // `check` compares with what `generate` wrote, so both name the generate command.
    invocation: ["toolwire", "generate", ...rest.filter((a) => !NOT_IN_HEADERS.has(a))].join(" "),
    ...config,
  });
}

function isVerb(v: string | undefined): v is Verb {
  return (VERBS as readonly string[]).includes(v ?? "");
}
