/**
 * What a person watching sees on stderr while a command works: on a terminal one progress line redrawn in place,
 * otherwise (a log file, CI, a pipe) plain lines, one per stage and per 10 %, so logs stay readable.
 */
import type { RenderProgress } from "../render";

export interface ProgressReporter {
  /** A line that stays: what was read, written or skipped. */
  note(message: string): void;
  render(progress: RenderProgress): void;
  /** Ends the progress line, if one is showing. */
  finish(): void;
}

const barWidth = 24;

export function createProgressReporter(stream: NodeJS.WritableStream & { isTTY?: boolean }): ProgressReporter {
  return stream.isTTY ? terminalReporter(stream) : plainReporter(stream);
}

function terminalReporter(stream: NodeJS.WritableStream): ProgressReporter {
  let line: string | undefined;
  const clear = () => {
    if (line !== undefined) stream.write("\r\x1b[2K");
  };
  return {
    note(message) {
      clear();
      stream.write(`${message}\n`);
      if (line !== undefined) stream.write(line);
    },
    render({ stage, percent }) {
      const filled = Math.round((percent / 100) * barWidth);
      clear();
      line = `[${"#".repeat(filled)}${" ".repeat(barWidth - filled)}] ${String(percent).padStart(3)}% ${stage}`;
      stream.write(line);
    },
    finish() {
      if (line === undefined) return;
      stream.write("\n");
      line = undefined;
    },
  };
}

function plainReporter(stream: NodeJS.WritableStream): ProgressReporter {
  let last: { stage: string; step: number } | undefined;
  return {
    note: (message) => void stream.write(`${message}\n`),
    render({ stage, percent }) {
      const step = Math.floor(percent / 10);
      if (last && last.stage === stage && last.step === step) return;
      last = { stage, step };
      stream.write(`${stage} ${percent}%\n`);
    },
    finish() {},
  };
}
