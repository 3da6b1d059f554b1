import { readFileSync } from "node:fs";
import path from "node:path";

let address: string | undefined;

/** The landing script's content-hashed address, written by scripts/build-landing-script.mjs (read once). */
export function landingScriptAddress(): string {
  address ??= (JSON.parse(readFileSync(path.resolve("public/landing-script/.entry.json"), "utf8")) as { main: string }).main;
  return address;
}
