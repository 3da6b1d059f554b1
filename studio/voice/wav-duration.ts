/** Length of a PCM WAV from its header, so a voice's duration needs no ffprobe call. */
export function readWavDurationMs(wav: Buffer): number {
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const chunkId = wav.toString("ascii", offset, offset + 4);
    const chunkSize = wav.readUInt32LE(offset + 4);
    if (chunkId === "fmt ") byteRate = wav.readUInt32LE(offset + 16);
    if (chunkId === "data") {
      if (!byteRate) break;
      return Math.round((Math.min(chunkSize, wav.length - offset - 8) / byteRate) * 1000);
    }
    offset += 8 + chunkSize + (chunkSize % 2);
  }
  throw new Error("Not a PCM WAV file: no fmt and data chunks.");
}
