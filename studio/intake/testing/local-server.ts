/** A throwaway HTTP server on 127.0.0.1 for the intake's tests; the only kind of server they talk to. */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";

export interface LocalServer {
  origin: string;
  /** As `allowPrivateHosts` expects it. */
  hostAndPort: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startLocalServer(handler: http.RequestListener): Promise<LocalServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? "");
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostAndPort: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Records every outgoing TCP connection and throws on any that is not to loopback, so a guard that fails open shows
 * up as a failed test instead of as traffic to a private network.
 */
export function recordConnections(): { hosts: string[]; restore(): void } {
  const hosts: string[] = [];
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function connectToLoopbackOnly(this: net.Socket, ...args: unknown[]) {
    // net.createConnection passes its arguments already normalised, as one array.
    const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
    const host = typeof first === "object" && first !== null ? String((first as { host?: string }).host ?? "localhost") : typeof second === "string" ? second : "localhost";
    hosts.push(host);
    if (!["127.0.0.1", "::1", "localhost"].includes(host)) {
      throw new Error(`A test tried to connect to ${host}; only loopback is allowed.`);
    }
    return (original as (...rest: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
  return { hosts, restore: () => void (net.Socket.prototype.connect = original) };
}
