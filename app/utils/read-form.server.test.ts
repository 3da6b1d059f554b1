import { describe, expect, it } from "vitest";
import { maxFormBytes, readForm } from "./read-form.server";

const context = { t: (key: string) => key } as Parameters<typeof readForm>[1];

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request("http://localhost/account/login", { method: "POST", body, headers });
}

/** The envelope a refused form is answered with: its status and message key. */
async function refusal(reading: Promise<unknown>) {
  const thrown = await reading.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error("the form was read, not refused");
  return { status: thrown.status, message: ((await thrown.json()) as { message: string }).message };
}

describe("reading an action's form", () => {
  it("reads URL-encoded and multipart forms alike", async () => {
    const encoded = await readForm(post(new URLSearchParams({ email: "ada@example.com", name: "阿达" })), context);
    expect(Object.fromEntries(encoded)).toEqual({ email: "ada@example.com", name: "阿达" });
    const fields = new FormData();
    fields.set("intent", "delete");
    fields.set("id", "42");
    expect(Object.fromEntries(await readForm(post(fields), context))).toEqual({ intent: "delete", id: "42" });
    expect([...(await readForm(post(new URLSearchParams()), context))]).toEqual([]);
  });

  it("takes a form right at the cap and refuses one byte more", async () => {
    const field = (length: number) => `note=${"a".repeat(length - "note=".length)}`;
    const urlencoded = { "content-type": "application/x-www-form-urlencoded" };
    expect((await readForm(post(field(maxFormBytes), urlencoded), context)).get("note")).toHaveLength(maxFormBytes - 5);
    expect(await refusal(readForm(post(field(maxFormBytes + 1), urlencoded), context))).toEqual({ status: 413, message: "errors.formTooLarge" });
    expect(await refusal(readForm(post(field(2048), urlencoded), context, { maxBytes: 1024 }))).toEqual({ status: 413, message: "errors.formTooLarge" });
  });

  it("refuses a body that is not a form, or a multipart body that does not parse", async () => {
    expect(await refusal(readForm(post("{}", { "content-type": "application/json" }), context))).toEqual({ status: 415, message: "errors.formEncoding" });
    expect(await refusal(readForm(post("email=a"), context))).toEqual({ status: 415, message: "errors.formEncoding" });
    const broken = post("--x\r\nno headers here", { "content-type": "multipart/form-data; boundary=x" });
    expect(await refusal(readForm(broken, context))).toEqual({ status: 400, message: "errors.formRejected" });
  });
});
