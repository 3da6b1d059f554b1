import { describe, expect, it } from "vitest";
import { readCappedBody } from "./read-capped-body";

/** A body of these chunks that records how far it was read and whether it was cancelled. */
function chunkedBody(chunks: string[]) {
  const seen = { pulled: 0, cancelled: false };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks.length) return controller.close();
      controller.enqueue(encoder.encode(chunks[seen.pulled++]));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

describe("a capped body", () => {
  it("comes back whole when it fits, up to the cap exactly", async () => {
    expect(text(await readCappedBody(chunkedBody(["ab", "cd", "e"]).stream, 5))).toBe("abcde");
    expect(text(await readCappedBody(new Request("http://x/", { method: "POST", body: "hello" }).body, 1024))).toBe("hello");
  });

  it("reads no body as no bytes", async () => {
    expect(await readCappedBody(null, 10)).toEqual(new Uint8Array(0));
    expect(await readCappedBody(new Request("http://x/").body, 10)).toEqual(new Uint8Array(0));
  });

  it("stops reading past the cap and cancels the stream", async () => {
    const { stream, seen } = chunkedBody(["abc", "def", "ghi", "jkl"]);
    expect(await readCappedBody(stream, 5)).toBeNull();
    expect(seen).toEqual({ pulled: 2, cancelled: true });
  });

  it("when asked, reads the rest past the cap and drops it", async () => {
    const { stream, seen } = chunkedBody(["abc", "def", "ghi", "jkl"]);
    expect(await readCappedBody(stream, 5, { pastCap: "drain" })).toBeNull();
    expect(seen).toEqual({ pulled: 4, cancelled: false });
  });

  it("refuses any byte under a cap of zero, which drains a body no one wants", async () => {
    const { stream, seen } = chunkedBody(["a", "b"]);
    expect(await readCappedBody(stream, 0, { pastCap: "drain" })).toBeNull();
    expect(seen.pulled).toBe(2);
  });
});
