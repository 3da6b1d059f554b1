import { describe, expect, it } from "vitest";
import { contextFor, createFakeBackend } from "../testing/fake-backend";
import { checkHoneypot } from "./honeypot.server";

const backend = createFakeBackend();

async function postedWith(validFrom: (encrypted: string) => string, validFromTimestamp?: number) {
  const context = await contextFor(backend, new Request("http://localhost/account/login"));
  const props = await context.honeypot.getInputProps(validFromTimestamp === undefined ? {} : { validFromTimestamp });
  const form = new FormData();
  form.set(props.nameFieldName, "");
  form.set(props.validFromFieldName!, validFrom(props.encryptedValidFrom!));
  return () => checkHoneypot(context, form);
}

describe("the honeypot check of public forms", () => {
  it("lets a form through with the time stamp its page gave it", async () => {
    expect(await postedWith((encrypted) => encrypted)).not.toThrow();
  });

  it("refuses a time stamp that does not decrypt with the form's message and 400, not a 500", async () => {
    // About one tampered value in thirty decrypts to bytes that are not UTF-8, which the library throws as an Error.
    const tampered = Array.from({ length: 300 }, (_, index) => `U2FsdGVkX1${Buffer.from(`tampered ${index}`).toString("base64")}`);
    for (const value of ["<script>alert(document.cookie)</script>", "Ünïcødé", ...tampered]) {
      const check = await postedWith(() => value);
      let thrown: unknown;
      try {
        check();
      } catch (error) {
        thrown = error;
      }
      expect(thrown, value).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
      expect(await (thrown as Response).json()).toEqual({ message: expect.stringMatching(/\w/) });
    }
  });

  it("refuses a stamp no page of ours could have given, as a forged value that decrypts to a small number", async () => {
    const check = await postedWith((encrypted) => encrypted, 7);
    expect(check).toThrow(Response);
  });
});
