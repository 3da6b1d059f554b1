// Bundles the landing pages' script (app/landing-script/, no React) into public/landing-script/ with content-hashed
// names, and writes the entry's address to public/landing-script/.entry.json for the server
// (app/utils/landing-script.server.ts; express.static serves no dotfiles). Its own folder, not
// public/build/, because Remix empties that one whenever it builds. `npm run dev` watches it with the same options.
import { build } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entryPoint = "app/landing-script/main.ts";
const outdir = "public/landing-script";

/** After each build, tells the server which file is the entry. */
const writeEntryAddress = {
  name: "landing-script-address",
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === entryPoint);
      if (!entry) throw new Error("the landing script's entry was not built");
      mkdirSync(outdir, { recursive: true });
      writeFileSync(path.join(outdir, ".entry.json"), JSON.stringify({ main: `/${path.relative("public", entry[0]).split(path.sep).join("/")}` }) + "\n");
    });
  },
};

export const landingScriptOptions = {
  entryPoints: { main: entryPoint },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  target: ["chrome100", "firefox100", "safari15"],
  minify: true,
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
  plugins: [writeEntryAddress],
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Hashed names never overwrite: start empty so old builds do not pile up.
  rmSync(outdir, { recursive: true, force: true });
  await build(landingScriptOptions);
}
