/**
 * The studio's command line for scripts and batch work: `npm run studio -- render|ideas|script …`. Results go to
 * stdout, progress and errors to stderr; the exit code says what kind of failure it was (errors.ts).
 */
import { MediaError } from "../render";
import { CliError, exitCodes, usageError, type ExitCode } from "./errors";
import { ideasCommand, ideasSpec } from "./ideas-command";
import { helpText, invocation, parseOptions, type CommandSpec, type OptionValues } from "./options";
import { posterCommand, posterSpec } from "./poster-command";
import { createProgressReporter } from "./progress";
import { renderCommand, renderSpec } from "./render-command";
import { scriptCommand, scriptSpec } from "./script-command";
import { slideshowCommand, slideshowSpec } from "./slideshow-command";
import type { CliContext } from "./writing";

const commands: Record<string, { spec: CommandSpec; run: (values: OptionValues, context: CliContext) => Promise<void> }> = {
  render: { spec: renderSpec, run: renderCommand },
  ideas: { spec: ideasSpec, run: ideasCommand },
  script: { spec: scriptSpec, run: scriptCommand },
  slideshow: { spec: slideshowSpec, run: slideshowCommand },
  poster: { spec: posterSpec, run: posterCommand },
};

function overview(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    "Promoreel studio: product videos from a shop link or a product file, offline.",
    "",
    `Usage: ${invocation} <command> [options]`,
    "",
    "Commands:",
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.spec.summary}`),
    "",
    `Run "${invocation} <command> --help" for a command's options.`,
    "",
  ].join("\n");
}

async function run(argv: readonly string[], context: CliContext): Promise<void> {
  const [name, ...rest] = argv;
  if (name === "--help" || name === "-h" || name === "help") {
    context.stdout.write(overview());
    return;
  }
  if (!name) throw usageError(`Name a command.\n\n${overview()}`);
  const command = commands[name];
  if (!command) throw usageError(`Unknown command "${name}". Commands: ${Object.keys(commands).join(", ")}. Run "${invocation} --help" for more.`);
  const values = parseOptions(command.spec, rest);
  if (values.help === true) {
    context.stdout.write(helpText(command.spec));
    return;
  }
  await command.run(values, context);
}

function exitCodeOf(error: unknown): { code: ExitCode; message: string } {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  if (error instanceof MediaError) {
    if (error.code === "cancelled") return { code: exitCodes.interrupted, message: "Stopped; nothing was written." };
    return { code: exitCodes.render, message: `The render failed: ${error.message}` };
  }
  return {
    code: exitCodes.unexpected,
    message: `Something went wrong that the studio did not expect:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  };
}

async function main() {
  // npm runs scripts from the package's folder; paths on the command line mean the folder the user typed them in.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const stopping = new AbortController();
  process.on("SIGINT", () => {
    // The first Ctrl-C stops the render cleanly (ffmpeg killed, temporary files removed); a second one leaves at once.
    if (stopping.signal.aborted) process.exit(exitCodes.interrupted);
    stopping.abort();
  });
  const progress = createProgressReporter(process.stderr);
  try {
    await run(process.argv.slice(2), { stdout: process.stdout, progress, signal: stopping.signal });
  } catch (error) {
    progress.finish();
    const { code, message } = exitCodeOf(error);
    process.stderr.write(`${message}\n`);
    process.exitCode = code;
  }
}

await main();
