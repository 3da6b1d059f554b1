/**
 * Bad uploads for the contract's multipart calls: bodies that are not multipart or are broken, files that are not
 * what they claim (or claim a size they are not), names meant to escape the library folder, too many or too large
 * fields, and the other user's product or brand to attach to.
 */
import type { Account } from "./accounts";
import { idKindOf, mainAccessToken } from "./api-cases";
import { endpointKey, type Endpoint } from "./contract";
import type { Expectation, Probe } from "./probe";
import { badBearers, hugeText, oddTexts } from "./values";

export interface UploadFiles {
  png: Buffer;
}

/** A PNG header that claims 30000 × 30000 pixels with no pixels after it. */
function giantPngHeader(png: Buffer) {
  const header = Buffer.from(png.subarray(0, 33));
  header.writeUInt32BE(30_000, 16);
  header.writeUInt32BE(30_000, 20);
  return header;
}

const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic")]);

export function uploadProbes(endpoint: Endpoint, actor: Account, other: Account, files: UploadFiles): Probe[] {
  const ownerField = endpoint.fields.find((field) => idKindOf(field.name, endpoint.path) === "product")?.name;
  const probe = (label: string, expect: Expectation, parts: Partial<Probe>): Probe => ({
    family: "upload",
    endpoint: endpointKey(endpoint),
    label,
    expect,
    actor: actor.label,
    method: endpoint.method,
    url: endpoint.path,
    ...parts,
    headers: { authorization: `Bearer ${mainAccessToken}`, ...parts.headers },
  });
  /** A multipart body with the file (when given) and the owner the call needs. */
  const form = (file: { bytes: Uint8Array; name: string; type?: string } | undefined, fields: Record<string, string> = {}, owner = ownerField && actor.ids.product) => {
    const body = new FormData();
    if (owner && ownerField) body.set(ownerField, owner);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (file) body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
    return body;
  };
  const upload = (label: string, expect: Expectation, file: Parameters<typeof form>[0], fields?: Record<string, string>, owner?: string) =>
    probe(label, expect, { body: form(file, fields, owner) });
  const png = { bytes: files.png, name: "photo.png", type: "image/png" };

  const probes: Probe[] = [
    probe("JSON instead of multipart", "reject", { headers: { "content-type": "application/json" }, body: JSON.stringify({ file: "aGVsbG8=" }) }),
    probe("multipart without a boundary", "reject", { headers: { "content-type": "multipart/form-data" }, body: "--x\r\n\r\n" }),
    probe("broken multipart", "reject", { headers: { "content-type": "multipart/form-data; boundary=zzz" }, body: "--zzz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\n\u0089PNG" }),
    probe("declares 300 MB", "reject", {
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      body: { declaredLength: 300 * 1024 * 1024, prefix: Buffer.from("--zzz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.png\"\r\n\r\n") },
    }),
    upload("no file", "reject", undefined, { description: "nothing attached" }),
    upload("file in another field", "reject", undefined, { picture: "not a file" }),
    upload("empty file", "reject", { bytes: new Uint8Array(), name: "empty.png", type: "image/png" }),
    upload("text named .jpg", "reject", { bytes: Buffer.from("just some words, not a picture"), name: "photo.jpg", type: "image/jpeg" }),
    upload("HTML page", "reject", { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "page.html", type: "text/html" }),
    upload("SVG with a script", "reject", { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: "logo.svg", type: "image/svg+xml" }),
    upload("cut-off PNG", "reject", { bytes: files.png.subarray(0, files.png.length / 2), name: "half.png", type: "image/png" }),
    upload("PNG claiming 900 megapixels", "reject", { bytes: giantPngHeader(files.png), name: "giant.png", type: "image/png" }),
    upload("HEIC photo", "reject", { bytes: heicHeader, name: "IMG_0001.HEIC", type: "image/heic" }),
    upload("PNG then a page", "reject", { bytes: Buffer.concat([files.png.subarray(0, 16), Buffer.from("<html><script>alert(1)</script>")]), name: "poly.png", type: "image/png" }),
    upload("MP4 header only", "reject", { bytes: Buffer.concat([Buffer.from([0, 0, 0, 32]), Buffer.from("ftypisom\0\0\x02\0isomiso2avc1mp41")]), name: "clip.mp4", type: "video/mp4" }),
    probe("two files", "reject", {
      body: (() => {
        const body = form(png);
        body.append("file", new Blob([new Uint8Array(files.png)], { type: "image/png" }), "second.png");
        return body;
      })(),
    }),
    upload("nine text fields", "reject", png, Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`extra${index}`, "x"]))),
    upload("a 5 KB text field", "reject", png, { note: "x".repeat(5 * 1024) }),
    upload("a 100 KB description", "reject", png, { description: hugeText }),
    upload("name with folders", "survive", { ...png, name: "../../../../etc/cron.d/evil.png" }),
    upload("name with a NUL byte", "survive", { ...png, name: "photo\u0000.php.png" }),
    upload("a 10 KB name", "survive", { ...png, name: `${"n".repeat(10 * 1024)}.png` }),
    ...oddTexts.slice(0, 3).map((odd) => upload(`description: ${odd.label}`, "survive", png, { description: String(odd.value) })),
  ];
  for (const { label, header } of badBearers(actor.userId)) {
    const unsigned = upload(label, "reject", png);
    const headers = { ...unsigned.headers };
    delete headers.authorization;
    if (header) headers.authorization = header;
    probes.push({ ...unsigned, headers });
  }
  if (ownerField) {
    probes.push(
      upload("the other user's product", "foreign", png, {}, other.ids.product),
      upload("the other user's brand", "foreign", png, { brand_id: other.ids.brand }, ""),
      upload("both product and brand", "reject", png, { brand_id: actor.ids.brand }),
      upload("neither product nor brand", "reject", png, {}, ""),
      upload("unknown product", "reject", png, {}, "6f1c9a3e-58d2-4b7a-9e0f-3c2d1b0a9f8e"),
      upload("traversal as product", "reject", png, {}, "../../../etc/passwd"),
    );
  }
  return probes;
}
