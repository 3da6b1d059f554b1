/**
 * Runs the media executables (ffmpeg, ffprobe, festival) as child processes: no shell, a killed child on
 * abort, and failures turned into MediaError with the tail of stderr so a log says why.
 */
import { spawn, type ChildProcess, type ChildProcessByStdio, type StdioOptions } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { MediaError } from "./errors";
import { findExecutable, type MediaTools } from "./media-tools";

export interface RunOptions {
  signal?: AbortSignal;
  /** Called for every complete line the child writes to stdout. */
  onStdoutLine?: (line: string) => void;
  /** Extra environment variables for the child, on top of this process's own. */
  env?: Record<string, string>;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

const stderrTailChars = 2_000;

/**
 * A render's ffmpeg went on for up to 15 s after its server was killed, beside the restarted server's own. On Linux
 * util-linux's setpriv starts each tool with a parent-death signal: the kernel SIGKILLs it the moment the process
 * that spawned it dies, however it dies. Elsewhere (no setpriv) the tools are started directly.
 */
const deathSignalWrapper = process.platform === "linux" ? findExecutable("setpriv") : null;

/**
 * Media tools run at the lowest CPU priority, below the password hashes (nice 15, decision 013) and far below the
 * pages. At the same priority as the server, two renders' ffmpeg took a sign-in's hash from 0.3 s to 4.5 s, and a
 * render waits unnoticed for the few milliseconds a page needs (docs/decisions/190-media-tools-run-last.md).
 */
const mediaToolNiceness = 19;
const niceCommand = findExecutable("nice");

/** The wrappers' exit codes when they could not execute the tool: 127 not found, 126 not executable. */
const wrapperCouldNotExecute = new Set([126, 127]);

/** Starts a media executable below everything else's priority and tied to this process's life. */
export function spawnMediaTool(
  command: string,
  args: readonly string[],
  options: { stdio: ["ignore", "pipe", "pipe"]; env: NodeJS.ProcessEnv },
): ChildProcessByStdio<null, Readable, Readable>;
export function spawnMediaTool(command: string, args: readonly string[], options: { stdio: ["pipe", "ignore", "pipe"] }): ChildProcessByStdio<Writable, null, Readable>;
export function spawnMediaTool(command: string, args: readonly string[], options: { stdio: StdioOptions; env?: NodeJS.ProcessEnv }): ChildProcess {
  const tied = deathSignalWrapper ? [deathSignalWrapper, "--pdeathsig", "KILL", "--", command, ...args] : [command, ...args];
  const [program, ...programArgs] = niceCommand ? [niceCommand, "-n", String(mediaToolNiceness), ...tied] : tied;
  return spawn(program!, programArgs, { stdio: options.stdio, env: options.env ?? process.env });
}

/** Whether spawning a media tool failed because it is missing or not executable (no wrapper in between). */
export const spawnFoundNoTool = (error: NodeJS.ErrnoException) => error.code === "ENOENT" || error.code === "EACCES";

/** Whether a tool started through the wrappers exited because they could not execute it, not by its own failure. */
export function exitFoundNoTool(code: number | null, stderr: string): boolean {
  const wrapped = deathSignalWrapper !== null || niceCommand !== null;
  return wrapped && wrapperCouldNotExecute.has(code ?? 0) && /^(setpriv: failed to execute|nice: )/.test(stderr);
}

/** The error for a media executable that is not there to run. */
export function toolMissing(command: string): MediaError {
  return new MediaError("tool-missing", `${command} is not installed or not executable; install it or set its path in the configuration.`);
}

export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, onStdoutLine, env } = options;
  if (signal?.aborted) return Promise.reject(cancelled());

  return new Promise((resolve, reject) => {
    const child = spawnMediaTool(command, args, { stdio: ["ignore", "pipe", "pipe"], env: env ? { ...process.env, ...env } : process.env });
    let stdout = "";
    let stderr = "";
    let pendingLine = "";
    let settled = false;

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    // SIGKILL: a cancelled render must stop using the CPU now, and its half-written output is thrown away anyway.
    // The promise settles on "close", so once it rejects the process is really gone.
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      child.kill("SIGKILL");
    };
    signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      stdout += chunk;
      if (!onStdoutLine) return;
      const lines = (pendingLine + chunk).split("\n");
      pendingLine = lines.pop() ?? "";
      for (const line of lines) onStdoutLine(line);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTailChars * 4);
    });

    child.on("error", (error: NodeJS.ErrnoException) => {
      if (spawnFoundNoTool(error)) return settle(() => reject(toolMissing(command)));
      settle(() => reject(new MediaError("tool-failed", `${command} could not be started: ${error.message}`)));
    });
    child.on("close", (code, killedBy) => {
      if (aborted) return settle(() => reject(cancelled()));
      if (code === 0) return settle(() => resolve({ stdout, stderr }));
      if (exitFoundNoTool(code, stderr)) return settle(() => reject(toolMissing(command)));
      const tail = stderr.trim().slice(-stderrTailChars);
      settle(() => reject(new MediaError("tool-failed", `${command} failed (${killedBy ?? `exit ${code}`}): ${lastLine(tail)}`, tail)));
    });
  });
}

export interface FfmpegRunOptions {
  signal?: AbortSignal;
  /** Length of the output, to turn ffmpeg's out_time into a fraction. */
  outputDurationMs?: number;
  /** Fraction done, 0..1, from `-progress pipe:1`. */
  onProgress?: (fraction: number) => void;
}

/**
 * glibc hands large freed blocks back to the kernel and maps fresh zeroed pages for the next frame: for ffmpeg's
 * 3 MB frames that was about 10 % of a render's CPU in page faults. Keeping freed memory in the process (trim
 * threshold) and serving frame-sized blocks from the heap (fixed mmap threshold) removes it without raising the
 * peak resident size (docs/decisions/040-render-pipeline.md). A caller's own GLIBC_TUNABLES wins.
 */
const ffmpegEnv: Record<string, string> = process.env.GLIBC_TUNABLES ? {} : { GLIBC_TUNABLES: "glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=33554432" };

export function runFfmpeg(tools: MediaTools, args: readonly string[], options: FfmpegRunOptions = {}): Promise<RunResult> {
  const { outputDurationMs, onProgress } = options;
  const reportProgress =
    onProgress && outputDurationMs
      ? (line: string) => {
          const match = /^out_time_us=(\d+)/.exec(line);
          if (match) onProgress(Math.min(1, Number(match[1]) / 1000 / outputDurationMs));
          else if (line === "progress=end") onProgress(1);
        }
      : undefined;
  return runProcess(tools.ffmpegPath, ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-progress", "pipe:1", "-y", ...args], {
    signal: options.signal,
    onStdoutLine: reportProgress,
    env: ffmpegEnv,
  });
}

function cancelled(): MediaError {
  return new MediaError("cancelled", "The render was cancelled.");
}

function lastLine(text: string): string {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  return lines.at(-1) ?? "no error output";
}
