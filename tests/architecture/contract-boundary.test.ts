/**
 * The app reaches the API only through its contract, and the contract stays safe for a browser bundle
 * (docs/decisions/150-one-api-contract.md). Until the linter's boundary rules run in `npm test`, this is the guarantee.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const apiDir = path.join(root, "api");
const contractDir = path.join(apiDir, "contract");
/**
 * Pure studio modules whose vocabulary the contract re-exports: render formats and the stored timeline, the
 * decoded-image cap, idea formats, and what describes a voice and a music bed. Each imports nothing but zod.
 */
const studioModulesTheContractMayUse = [
  "studio/timeline.ts",
  "studio/intake/image-limits.ts",
  "studio/writer/idea-types.ts",
  "studio/voice/voice-provider.ts",
  "studio/music/music-library.ts",
].map((file) => path.join(root, file));
const packagesTheContractMayUse = ["zod"];

const isSource = (file: string) => /\.tsx?$/.test(file);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

/** Every module a file imports or re-exports, static or dynamic, as written. */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((imported) => imported.fileName);
}

const resolveRelative = (file: string, specifier: string) => path.resolve(path.dirname(file), specifier);
const isInside = (dir: string, target: string) => target === dir || target.startsWith(dir + path.sep);
const relative = (file: string) => path.relative(root, file);

describe("the API contract boundary", () => {
  it("lets non-test files of app/ import nothing of api/ but api/contract/", () => {
    const breaks = sourceFiles(path.join(root, "app"))
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith("."))
          .filter((specifier) => {
            const target = resolveRelative(file, specifier);
            return isInside(apiDir, target) && !isInside(contractDir, target);
          })
          .map((specifier) => `${relative(file)} imports ${specifier}`),
      );
    expect(breaks).toEqual([]);
  });

  it("keeps the contract free of server code: it imports zod, itself and pure studio vocabulary only", () => {
    const breaks = sourceFiles(contractDir)
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => {
            if (!specifier.startsWith(".")) return !packagesTheContractMayUse.includes(specifier);
            const target = resolveRelative(file, specifier);
            return !isInside(contractDir, target) && !studioModulesTheContractMayUse.includes(`${target}.ts`);
          })
          .map((specifier) => `${relative(file)} imports ${specifier}`),
      );
    expect(breaks).toEqual([]);
  });
});
