import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { bodyDeadline, type BodyPace } from "./body-deadline";

const port = 3298;
const pace: BodyPace = { largestBodyBytes: 4 * 1024 * 1024, slowestBytesPerSecond: 1024, graceMs: 60_000, stallMs: 1500 };
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** An app that waits `thinkMs` before it reads the body, then answers with the number of bytes it got. */
async function serve(thinkMs = 0) {
  const app = express();
  app.use(bodyDeadline(pace, (_req, res) => void res.status(408).set("Connection", "close").send("too slow")));
  app.post("/", async (req, res) => {
    await new Promise((resolve) => setTimeout(resolve, thinkMs));
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).byteLength;
    res.send(String(bytes));
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
}

/** Posts `length` declared bytes, sending them by `send`, and returns the status line and body of the answer. */
function post(length: number, send: (write: (bytes: string) => void) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`);
      send((bytes) => socket.write(bytes));
    });
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(`${answer.split("\r\n")[0]} ${answer.split("\r\n\r\n")[1] ?? ""}`));
    socket.on("error", (error) => (answer ? resolve(answer.split("\r\n")[0]) : reject(error)));
  });
}

describe("bodyDeadline", () => {
  it("gives up on a body that stops arriving, long before its size's deadline", async () => {
    await serve();
    expect(await post(100_000, (write) => write("x".repeat(10)))).toBe("HTTP/1.1 408 Request Timeout too slow");
  });

  it("lets a slow body through as long as bytes keep coming", async () => {
    await serve();
    const answer = await post(40, (write) => {
      let sent = 0;
      const timer = setInterval(() => {
        write("x".repeat(5));
        sent += 5;
        if (sent === 40) clearInterval(timer);
      }, 400);
    });
    expect(answer).toBe("HTTP/1.1 200 OK 40");
  });

  it("does not hold the app's own pause against the sender", async () => {
    await serve(3000);
    const size = 2 * 1024 * 1024;
    expect(await post(size, (write) => write("x".repeat(size)))).toBe(`HTTP/1.1 200 OK ${size}`);
  });
});
