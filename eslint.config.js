// The linter for the whole tree, with the import boundaries that keep the architecture as the README draws it.
// Why each rule is on, off or bent: docs/decisions/155-lint-and-import-boundaries.md.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const sourceFiles = ["**/*.{ts,tsx,js,mjs}"];
const testFiles = ["**/*.test.{ts,tsx}", "**/testing/**", "tests/**"];

/** How deep below its top-level folder a file may sit; deeper files would need a longer list here. */
const deepestNesting = 8;

/** Every source file at one depth below a top-level folder: depth 1 is `app/routes/x.tsx`. */
const anyFileAt = (folder, depth) => [`${folder}/${"*/".repeat(depth)}*.{ts,tsx,js,mjs}`];
/** Test files and test helpers at one depth below a top-level folder. */
const testFileAt = (folder, depth) => [`${folder}/${"*/".repeat(depth)}*.test.{ts,tsx}`, ...(depth > 0 ? [`${folder}/${"*/".repeat(depth - 1)}testing/*.{ts,tsx}`] : [])];

/**
 * An import is only a string, so a folder's boundary is written per depth: from `api/videos/x.ts` the repository's
 * top-level `app/` is `../../app`, while `../app` is `api/app.ts`. One config object per depth keeps that exact.
 */
function importBoundary({ folder, forbiddenFolders, allowed = [], forbiddenPackages = [], why, filesAt = anyFileAt, ignores = [] }) {
  const folders = `(${forbiddenFolders.map((name) => name.replace("-", "\\-")).join("|")})`;
  const exceptions = allowed.map((path) => `(?!${path.replace("/", "\\/")}(\\/|$))`).join("");
  return Array.from({ length: deepestNesting }, (_, depth) => {
    const patterns = [{ regex: `^(\\.\\./){${depth + 1}}${exceptions}${folders}(\\/|$)`, message: why }];
    if (folder !== "app") patterns.push({ regex: "^~\\/", message: why });
    return {
      name: `boundary/${folder}/depth-${depth}`,
      files: filesAt(folder, depth),
      ignores,
      rules: { "no-restricted-imports": ["error", { patterns, paths: forbiddenPackages.map((name) => ({ name, message: why })) }] },
    };
  });
}

const httpAndScreenPackages = [
  "hono",
  "@hono/node-server",
  "express",
  "@remix-run/node",
  "@remix-run/react",
  "@remix-run/express",
  "@remix-run/dev",
  "react",
  "react-dom",
  "react/jsx-runtime",
  "react-dom/server",
  "react-i18next",
  "remix-i18next",
  "remix-utils",
];

/** Inside app/, the API is reached only through its contract; a test may also use the API's test helpers. */
const appBoundary = (allowed) => ({
  folder: "app",
  forbiddenFolders: ["api", "server", "studio"],
  allowed,
  why: "app/ reaches api/ only through api/contract/ (and never server/ or studio/): the contract is the one source of the API's types and rules.",
});

export default tseslint.config(
  {
    ignores: ["node_modules/", "build/", "public/", "embed-sdk/dist/", "embed-sdk/node_modules/", "data/", "docs/", "test-results/", "playwright-report/", ".cache/"],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: sourceFiles,
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node },
    },
  },
  {
    name: "browser code",
    files: ["app/**", "embed-sdk/src/**", "tests/e2e/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    name: "react",
    files: ["app/**/*.{ts,tsx}", "embed-sdk/src/react/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The videos carry their captions in the picture (the studio draws them); there is no caption file for a track.
      "jsx-a11y/media-has-caption": "off",
      // A component's own autoFocus prop is its business; on an element, a disable says why the focus belongs there.
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
      // Choice cards wrap their input and a title two elements down.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 4 }],
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // React 18 has no useEffectEvent: a ref that holds the latest callback is how an effect reads it without restarting.
      "react-hooks/refs": "off",
      // The pages render on the server; what only the browser knows (the hash, the pointer, a live stream's news)
      // reaches the state in an effect after hydration, which is what this rule forbids.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    name: "tests",
    files: testFiles,
    rules: {
      // A test reads a response body loosely, as the client it stands for would.
      "@typescript-eslint/no-explicit-any": "off",
      // Playwright reads a fixture's dependencies from its destructured first parameter, which may be empty.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    name: "typescript",
    rules: {
      // Each control-character class in the tree strips or refuses control characters in outside text, on purpose.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  ...importBoundary({ ...appBoundary(["api/contract"]), ignores: testFiles }),
  ...importBoundary({ ...appBoundary(["api/contract", "api/testing"]), filesAt: testFileAt }),
  ...importBoundary({
    folder: "api",
    forbiddenFolders: ["app", "server"],
    forbiddenPackages: ["@remix-run/node", "@remix-run/react", "@remix-run/express", "@remix-run/dev", "remix-i18next", "remix-utils"],
    why: "api/ knows nothing of the web app or its server edges, and nothing of Remix: it serves /api/v1 to any client.",
  }),
  ...importBoundary({
    folder: "studio",
    forbiddenFolders: ["app", "api", "server"],
    forbiddenPackages: httpAndScreenPackages,
    why: "studio/ is the generation engine: no HTTP framework, router or screen, and nothing of app/, api/ or server/.",
  }),
  ...importBoundary({
    folder: "embed-sdk",
    forbiddenFolders: ["app", "api", "studio", "server"],
    why: "embed-sdk/ is its own package that runs on other sites: it imports nothing of this repository outside it.",
  }),
  ...importBoundary({
    folder: "lib",
    forbiddenFolders: ["app", "api", "studio", "server"],
    why: "lib/ holds helpers every layer may use, so it imports none of them.",
  }),
  {
    name: "routes do not call the API",
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='api'][object.name='context'], MemberExpression[property.name='api'][object.property.name='context']",
          message: "A route file reads like its screen: call a named function of a *.server.ts module, which uses the API client.",
        },
        {
          selector: "ObjectPattern > Property[key.name='api']",
          message: "A route file reads like its screen: call a named function of a *.server.ts module, which uses the API client.",
        },
      ],
    },
  },
);
