/** The benchmarks' memory figure: the resident memory of a process and every process below it (ffmpeg, festival). */
import { readFile, readdir } from "node:fs/promises";

/** Resident memory of a process and every process below it, in bytes, read from /proc. */
export async function treeResidentBytes(root: number): Promise<number> {
  const parents = new Map<number, number>();
  const resident = new Map<number, number>();
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, "utf8").catch(() => "");
    const ppid = /PPid:\s+(\d+)/.exec(status)?.[1];
    const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    if (ppid) parents.set(Number(entry), Number(ppid));
    if (rss) resident.set(Number(entry), Number(rss) * 1024);
  }
  const inTree = (pid: number): boolean => pid === root || (parents.has(pid) && pid > 1 && inTree(parents.get(pid)!));
  return [...resident].filter(([pid]) => inTree(pid)).reduce((sum, [, bytes]) => sum + bytes, 0);
}
