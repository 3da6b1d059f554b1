// Builds dist/: the global script, one ES module per mode (shared code in chunks), the React entry, one CSS file
// per mode, and the TypeScript declarations. File names are fixed: the server serves them as they are.
import { execFileSync } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MODES = ["widget", "popup", "slider", "popover", "sidetab"];

// The package's tsconfig is strict, which would put "use strict" at the top of the global script for nothing.
const shared = {
  bundle: true,
  minify: true,
  target: "es2018",
  legalComments: "none",
  logLevel: "warning",
  tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
};

/** Swaps `core/lazy.ts` for another way of loading the rarely used features. */
const lazyFeaturesFrom = (file) => ({
  name: "lazy-features",
  setup(build) {
    build.onResolve({ filter: /\/lazy$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.replace(/lazy$/, file)) }));
  },
});

export async function buildEmbedSdk({ outDir = path.join(packageDir, "dist"), types = true } = {}) {
  const src = (file) => path.join(packageDir, "src", file);
  await rm(outDir, { recursive: true, force: true });
  // Each ES module entry is whole by itself, so a site using one mode downloads no shared chunk it would not need;
  // only rarely used features (analytics sharing, a custom icon, open triggers…) sit in chunks loaded on first use.
  const esmBuilds = await Promise.all(
    ["index", ...MODES].map((entry) =>
      build({
        ...shared,
        entryPoints: [src(`${entry}.ts`)],
        outdir: path.join(outDir, "esm"),
        format: "esm",
        splitting: true,
        chunkNames: "chunks/[name]-[hash]",
        metafile: true,
      }),
    ),
  );
  const chunkOf = (name) => {
    const outputs = esmBuilds.flatMap((result) => Object.keys(result.metafile.outputs));
    return path.basename(outputs.find((output) => path.basename(output).startsWith(`${name}-`)));
  };
  await Promise.all([
    // The global script loads the analytics and custom-icon chunks from its own host; the rest is in the file.
    build({
      ...shared,
      entryPoints: [src("browser.ts")],
      outfile: path.join(outDir, "embed.js"),
      format: "iife",
      plugins: [lazyFeaturesFrom("lazy.global.ts")],
      define: { ANALYTICS_CHUNK: JSON.stringify(chunkOf("analytics")), CUSTOM_ICON_CHUNK: JSON.stringify(chunkOf("sanitize")) },
    }),
    build({
      ...shared,
      entryPoints: [src("react/index.tsx")],
      outfile: path.join(outDir, "react/index.js"),
      format: "esm",
      jsx: "automatic",
      external: ["react", "react/jsx-runtime"],
      plugins: [lazyFeaturesFrom("lazy.bundled.ts")],
    }),
    build({ ...shared, entryPoints: MODES.map((mode) => src(`css/${mode}.css`)), outdir: path.join(outDir, "css") }),
  ]);
  if (types) {
    const tsc = path.join(packageDir, "..", "node_modules", "typescript", "bin", "tsc");
    execFileSync(process.execPath, [tsc, "-p", path.join(packageDir, "tsconfig.json"), "--outDir", path.join(outDir, "esm")], { stdio: "inherit" });
    await mkdir(path.join(outDir, "react"), { recursive: true });
    await writeFile(path.join(outDir, "react/index.d.ts"), 'export * from "../esm/react/index.js";\n');
  }
  return outDir;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildEmbedSdk();
  console.log(`embed-sdk built into ${path.relative(process.cwd(), path.join(packageDir, "dist")) || "dist"}`);
}
