#!/usr/bin/env node
// `npm start` and `npm test` on a fresh machine: install what is missing, build what is stale, then start or test.
// Plain Node with no dependencies, because it runs before node_modules exists. Every step is skipped when done.
import { spawnSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const command = process.argv[2];

/** The studio renders with ffmpeg, speaks with festival's offline voice and draws captions with DejaVu. */
const renderNeeds = [
  { executable: "ffmpeg", debianPackage: "ffmpeg" },
  { executable: "festival", debianPackage: "festival" },
  { file: "/usr/share/festival/voices/us/cmu_us_slt_arctic_hts", debianPackage: "festvox-us-slt-hts" },
  { file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", debianPackage: "fonts-dejavu-core" },
];

/** System packages each command needs: an executable or file looked for, and the Debian package that provides it. */
const systemNeeds = {
  // A served app renders videos, so it needs what the studio needs.
  start: [...renderNeeds],
  // tesseract reads the text on rendered frames in the studio journey test (it brings its English data along); a CJK
  // font lets the test browser draw the Chinese interface (for the screenshots), which DejaVu cannot.
  test: [
    { executable: "chromium", debianPackage: "chromium" },
    { executable: "tesseract", debianPackage: "tesseract-ocr" },
    { file: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", debianPackage: "fonts-wqy-microhei" },
    ...renderNeeds,
  ],
};

function step(message) {
  console.log(`\x1b[35m›\x1b[0m ${message}`);
}

function fail(message) {
  console.error(`\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) fail(`${[cmd, ...args].join(" ")} failed (exit ${result.status ?? result.signal})`);
}

function checkNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 11)) fail(`Node.js 20.11 or newer is needed; this is ${process.version}.`);
}

function onPath(executable) {
  return spawnSync("sh", ["-c", `command -v ${executable}`], { stdio: "ignore" }).status === 0;
}

function ensureSystemPackages(needs) {
  const present = (need) => (need.file ? existsSync(need.file) : onPath(need.executable));
  const missing = needs.filter((need) => !present(need)).map((need) => need.debianPackage);
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && onPath("apt-get");
  if (!canApt) {
    fail(`Missing system packages: ${missing.join(", ")}. Install them (on Debian/Ubuntu: sudo apt-get install -y ${missing.join(" ")}) and run this again.`);
  }
  step(`installing system packages: ${missing.join(", ")}`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { env: { DEBIAN_FRONTEND: "noninteractive" } });
}

function fileHash(file) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/** better-sqlite3 compiles from source where no prebuilt binary can be fetched, as on a closed network. */
const nativeBuildTools = [
  { executable: "python3", debianPackage: "python3" },
  { executable: "make", debianPackage: "make" },
  { executable: "g++", debianPackage: "g++" },
];

function ensureNodeModules() {
  const stamp = "node_modules/.promoreel-lock-hash";
  const wanted = fileHash("package-lock.json");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return;
  ensureSystemPackages(nativeBuildTools);
  step("installing node modules (npm ci)");
  run("npm", ["ci", "--no-audit", "--no-fund"], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" } });
  writeFileSync(stamp, wanted);
}

/** Inputs of the build: a change to any of these (content size or time) makes the build stale. */
const buildInputs = [
  "app",
  "api",
  "studio",
  "server",
  "lib",
  "server.ts",
  "remix.config.js",
  "tailwind.config.ts",
  "postcss.config.js",
  "package-lock.json",
  "package.json",
  "embed-sdk",
  "scripts/build-server.mjs",
  "scripts/build-landing-script.mjs",
];
/** What the build writes or installs inside an input folder: never part of the fingerprint. */
const buildOutputs = new Set(["embed-sdk/dist", "embed-sdk/node_modules"]);

function buildFingerprint() {
  const hash = createHash("sha256");
  const visit = (entry) => {
    if (!existsSync(entry) || buildOutputs.has(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry).sort()) visit(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      hash.update(`${entry}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  buildInputs.forEach(visit);
  return hash.digest("hex");
}

function ensureBuild() {
  const stamp = "build/.fingerprint";
  const wanted = buildFingerprint();
  if (existsSync("build/server.js") && existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return;
  step("building");
  run("npm", ["run", "build", "--silent"]);
  mkdirSync("build", { recursive: true });
  writeFileSync(stamp, wanted);
}

function startServer() {
  step("migrating the database and starting the server");
  // glibc gives each of libvips' threads its own malloc arena, which the slide renderer's images leave fragmented:
  // two arenas keep a server that draws slideshows about 180 MB smaller at the same speed (docs/decisions/160).
  const env = { MALLOC_ARENA_MAX: "2", ...process.env };
  const child = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

function runTests() {
  step("lint");
  run("npm", ["run", "lint", "--silent"]);
  step("format check");
  run("npm", ["run", "format:check", "--silent"]);
  step("typecheck");
  run("npx", ["tsc", "--noEmit"]);
  // The embed SDK is its own package with its own compiler settings (the app's tsconfig leaves it out).
  run("npx", ["tsc", "-p", "embed-sdk/tsconfig.test.json"]);
  // The integration tests start the built server, so build first.
  ensureBuild();
  step("embed SDK size budgets");
  run(process.execPath, ["embed-sdk/scripts/size.mjs"]);
  step("landing pages' JavaScript budget");
  run(process.execPath, ["scripts/landing-js-size.mjs"]);
  step("unit and integration tests");
  run("npx", ["vitest", "run"]);
  // Alone, not among vitest's parallel files: the sweep's 2-second bound is about the server, not a crowded machine.
  step("bad-input sweep, short run");
  run("npx", ["tsx", "scripts/fuzz/main.ts", "--short"]);
  step("end-to-end tests in Chromium, with and without JavaScript");
  run("npx", ["playwright", "test"]);
}

checkNode();
if (command !== "start" && command !== "test") fail("usage: node scripts/setup.mjs start|test");
ensureSystemPackages(systemNeeds[command]);
ensureNodeModules();
if (command === "start") {
  ensureBuild();
  startServer();
} else {
  runTests();
}
