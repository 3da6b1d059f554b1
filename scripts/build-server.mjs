// Bundles server.ts (and the api/ backend it mounts) into build/server.js; npm packages stay external.
import { build } from "esbuild";
import { pathToFileURL } from "node:url";

export const serverBundleOptions = {
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) await build(serverBundleOptions);
