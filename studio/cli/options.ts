/**
 * Command-line options: each command declares its options once, and that declaration drives both the parser
 * (node:util parseArgs, strict) and the --help text, so the help never lists an option the parser refuses.
 */
import { parseArgs } from "node:util";
import { aspectRatios, videoLengths, type AspectRatio, type VideoLength } from "../timeline";
import { usageError } from "./errors";

export const invocation = "npm run studio --";

export interface OptionSpec {
  type: "string" | "boolean";
  /** May be given more than once; values are collected in order. */
  multiple?: boolean;
  /** Placeholder for the value in the help text. */
  value?: string;
  description: string;
}

export interface CommandSpec {
  name: string;
  summary: string;
  options: Record<string, OptionSpec>;
  /** Lines after the options: examples, defaults worth knowing. */
  notes?: readonly string[];
}

export type OptionValues = Record<string, string | string[] | boolean | undefined>;

interface ParseArgsError extends Error {
  code?: string;
}

/** Parses argv for one command; every mistake becomes a usage error that names the option and points to --help. */
export function parseOptions(spec: CommandSpec, argv: readonly string[]): OptionValues {
  const helpHint = `Run "${invocation} ${spec.name} --help" to see its options.`;
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: Object.fromEntries(Object.entries(spec.options).map(([name, option]) => [name, { type: option.type, multiple: option.multiple ?? false }])),
      strict: true,
      allowPositionals: false,
    });
    return values as OptionValues;
  } catch (error) {
    const { code, message } = error as ParseArgsError;
    const named = /'(-[^' ]+)/.exec(message)?.[1];
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw usageError(`Unknown option ${named ?? message} for "${spec.name}". ${helpHint}`);
    if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
      const option = named ? spec.options[named.replace(/^-+/, "")] : undefined;
      if (option && option.type === "boolean") throw usageError(`${named} takes no value. ${helpHint}`);
      throw usageError(`${named ?? "An option"} needs a value${option?.value ? `, for example ${named} ${option.value}` : ""}. ${helpHint}`);
    }
    if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
      const argument = /'([^']*)'/.exec(message)?.[1] ?? "";
      throw usageError(`Unexpected argument "${argument}": options start with --. ${helpHint}`);
    }
    throw error;
  }
}

export function helpText(spec: CommandSpec): string {
  const rows = Object.entries(spec.options).map(([name, option]) => [`--${name}${option.value ? ` ${option.value}` : ""}`, option.description]);
  const width = Math.max(...rows.map(([left]) => left!.length));
  return [
    `${spec.summary}`,
    "",
    `Usage: ${invocation} ${spec.name} [options]`,
    "",
    "Options:",
    ...rows.map(([left, right]) => `  ${left!.padEnd(width)}  ${right}`),
    ...(spec.notes && spec.notes.length > 0 ? ["", ...spec.notes] : []),
    "",
  ].join("\n");
}

function single(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

export function requiredString(values: OptionValues, name: string, example: string): string {
  const value = single(values, name)?.trim();
  if (!value) throw usageError(`--${name} is required, for example --${name} ${example}.`);
  return value;
}

export function optionalString(values: OptionValues, name: string): string | undefined {
  const value = single(values, name)?.trim();
  if (value === "") throw usageError(`--${name} needs a value.`);
  return value;
}

export function integerOption(values: OptionValues, name: string, range: { min: number; max: number; fallback: number }): number {
  const text = single(values, name);
  if (text === undefined) return range.fallback;
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || value < range.min || value > range.max) {
    throw usageError(`--${name} must be a whole number from ${range.min} to ${range.max}, not "${text}".`);
  }
  return value;
}

export function lengthOption(values: OptionValues): VideoLength {
  const text = single(values, "length");
  if (text === undefined) return 30;
  const length = videoLengths.find((seconds) => String(seconds) === text.trim().replace(/s$/, ""));
  if (!length) throw usageError(`--length must be ${listed(videoLengths.map(String))} (seconds), not "${text}".`);
  return length;
}

/** `--ratio 9:16 --ratio 1:1` or `--ratio 9:16,1:1`; the first is the video's own layout. */
export function ratiosOption(values: OptionValues): AspectRatio[] {
  const given = (values.ratio as string[] | undefined) ?? [];
  const ratios = given
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  if (given.length > 0 && ratios.length === 0) throw usageError(`--ratio needs a value: ${listed(aspectRatios)}.`);
  for (const ratio of ratios) {
    if (!(aspectRatios as readonly string[]).includes(ratio)) throw usageError(`--ratio must be ${listed(aspectRatios)}, not "${ratio}".`);
  }
  return ratios.length === 0 ? ["9:16"] : [...new Set(ratios as AspectRatio[])];
}

export function numberOption(values: OptionValues, name: string, range: { min: number; max: number; fallback: number }): number {
  const text = single(values, name);
  if (text === undefined) return range.fallback;
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(value) || value < range.min || value > range.max) {
    throw usageError(`--${name} must be a number from ${range.min} to ${range.max}, not "${text}".`);
  }
  return value;
}

/** ["a", "b", "c"] → "a, b or c". */
function listed(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items.at(-1)}` : (items[0] ?? "");
}
