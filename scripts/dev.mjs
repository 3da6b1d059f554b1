// `npm run dev`: rebuild the Remix app, server.ts and the landing script on change, and restart the server when
// either of the first two changes.
import { spawn } from "node:child_process";
import { context } from "esbuild";
import { serverBundleOptions } from "./build-server.mjs";
import { landingScriptOptions } from "./build-landing-script.mjs";

const children = [];
const run = (cmd, args) => {
  const child = spawn(cmd, args, { stdio: "inherit" });
  children.push(child);
  return child;
};

const serverBundle = await context(serverBundleOptions);
await serverBundle.rebuild();
await serverBundle.watch();
const landingScript = await context(landingScriptOptions);
await landingScript.rebuild();
await landingScript.watch();
const remix = run("npx", ["remix", "watch"]);
remix.once("spawn", () => {
  // node --watch follows every module the server imports, build/index.js included.
  run(process.execPath, ["--watch", "--enable-source-maps", "build/server.js"]);
});

const stop = async () => {
  for (const child of children) child.kill("SIGTERM");
  await serverBundle.dispose();
  await landingScript.dispose();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
