/** The samples of a 16-bit PCM mono WAV (what the HTTP voice normalises every reply to), for finding its pauses. */
export function readPcm16MonoSamples(wav: Buffer): { samples: Int16Array; sampleRate: number } {
  let format: { channels: number; sampleRate: number; bitsPerSample: number; audioFormat: number } | undefined;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const chunkId = wav.toString("ascii", offset, offset + 4);
    const chunkSize = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (chunkId === "fmt ") {
      format = {
        audioFormat: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bitsPerSample: wav.readUInt16LE(body + 14),
      };
    }
    if (chunkId === "data") {
      if (!format || format.audioFormat !== 1 || format.channels !== 1 || format.bitsPerSample !== 16) break;
      const length = Math.min(chunkSize, wav.length - body) & ~1;
      // A copy: the Buffer may sit at an odd offset inside Node's pool, which an Int16Array view cannot.
      const samples = new Int16Array(length / 2);
      for (let index = 0; index < samples.length; index++) samples[index] = wav.readInt16LE(body + index * 2);
      return { samples, sampleRate: format.sampleRate };
    }
    offset = body + chunkSize + (chunkSize % 2);
  }
  throw new Error("Not a 16-bit PCM mono WAV file.");
}
