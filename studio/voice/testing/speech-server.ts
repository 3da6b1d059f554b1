/**
 * A local text-to-speech service for tests, speaking OpenAI's `POST /v1/audio/speech` protocol. It answers with a
 * real WAV that festival speaks for the input, and keeps festival's own word timings for each input, so a test can
 * measure how close the HTTP voice's estimated timings come. `behaviour` switches it into the failures a real
 * service shows: a refused key, a server error, an HTML page instead of audio, or no answer at all.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultVoiceId, FestivalVoice } from "../festival-voice";
import type { TimedWord } from "../voice-provider";

export type SpeechServerBehaviour = "speak" | "server-error" | "html" | "hang";

export interface SpeechRequest {
  authorization: string | undefined;
  body: { model?: unknown; input?: unknown; voice?: unknown; response_format?: unknown };
}

export interface SpeechServer {
  /** The base URL to configure, ending in /v1. */
  baseUrl: string;
  apiKey: string;
  behaviour: SpeechServerBehaviour;
  requests: SpeechRequest[];
  /** Festival's own timings of the last WAV spoken for each input text. */
  festivalWords: Map<string, TimedWord[]>;
  close(): Promise<void>;
}

export async function startSpeechServer(options: { apiKey: string; voices: readonly string[] }): Promise<SpeechServer> {
  const festival = new FestivalVoice();
  const workDir = await mkdtemp(join(tmpdir(), "speech-server-"));
  const state: SpeechServer = {
    baseUrl: "",
    apiKey: options.apiKey,
    behaviour: "speak",
    requests: [],
    festivalWords: new Map(),
    close: async () => {},
  };

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/v1/audio/speech") return json(404, { error: { message: "Not found" } });
    let body: SpeechRequest["body"];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return json(400, { error: { message: "Body is not JSON" } });
    }
    state.requests.push({ authorization: request.headers.authorization, body });
    if (request.headers.authorization !== `Bearer ${state.apiKey}`) return json(401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
    if (state.behaviour === "hang") return; // never answers; the client's timeout has to end it
    if (state.behaviour === "server-error") return json(500, { error: { message: "The model crashed" } });
    if (state.behaviour === "html") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<html><body>Service temporarily unavailable</body></html>");
    }
    if (typeof body.input !== "string" || typeof body.voice !== "string" || !options.voices.includes(body.voice) || body.response_format !== "wav") {
      return json(400, { error: { message: "input, a known voice and response_format wav are required" } });
    }
    try {
      const speech = await festival.synthesize(body.input, defaultVoiceId, { outputDir: workDir });
      state.festivalWords.set(body.input, speech.words);
      const wav = await readFile(speech.wavPath);
      response.writeHead(200, { "content-type": "audio/wav", "content-length": String(wav.length) });
      response.end(wav);
    } catch (error) {
      json(500, { error: { message: (error as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(workDir, { recursive: true, force: true });
  };
  return state;
}
