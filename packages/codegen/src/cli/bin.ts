#!/usr/bin/env node
// The installed `toolwire` command (built to dist/toolwire.js): plain JavaScript for Node 20+ and Bun alike.
import { main } from "./main.ts";

process.exit(await main(process.argv.slice(2)));
