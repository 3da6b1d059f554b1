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

interface BadFile {
  label: string;
  expect: Expectation;
  file?: { bytes: Uint8Array; name: string; type?: string };
  fields?: Record<string, string>;
  /** A second file in the same field. */
  twice?: boolean;
}

/** Files and forms around them that every upload must refuse (or, `survive`, store safely). */
export function badFiles(png: Buffer): BadFile[] {
  const image = { bytes: png, name: "photo.png", type: "image/png" };
  return [
    { label: "no file", expect: "reject", fields: { description: "nothing attached" } },
    { label: "file in another field", expect: "reject", fields: { picture: "not a file" } },
    { label: "empty file", expect: "reject", file: { bytes: new Uint8Array(), name: "empty.png", type: "image/png" } },
    { label: "text named .jpg", expect: "reject", file: { bytes: Buffer.from("just some words, not a picture"), name: "photo.jpg", type: "image/jpeg" } },
    { label: "HTML page", expect: "reject", file: { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "page.html", type: "text/html" } },
    {
      label: "SVG with a script",
      expect: "reject",
      file: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: "logo.svg", type: "image/svg+xml" },
    },
    { label: "cut-off PNG", expect: "reject", file: { bytes: png.subarray(0, png.length / 2), name: "half.png", type: "image/png" } },
    { label: "PNG claiming 900 megapixels", expect: "reject", file: { bytes: giantPngHeader(png), name: "giant.png", type: "image/png" } },
    { label: "HEIC photo", expect: "reject", file: { bytes: heicHeader, name: "IMG_0001.HEIC", type: "image/heic" } },
    {
      label: "PNG then a page",
      expect: "reject",
      file: { bytes: Buffer.concat([png.subarray(0, 16), Buffer.from("<html><script>alert(1)</script>")]), name: "poly.png", type: "image/png" },
    },
    {
      label: "MP4 header only",
      expect: "reject",
      file: { bytes: Buffer.concat([Buffer.from([0, 0, 0, 32]), Buffer.from("ftypisom\0\0\x02\0isomiso2avc1mp41")]), name: "clip.mp4", type: "video/mp4" },
    },
    { label: "two files", expect: "reject", file: image, twice: true },
    { label: "nine text fields", expect: "reject", file: image, fields: Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`extra${index}`, "x"])) },
    { label: "a 5 KB text field", expect: "reject", file: image, fields: { note: "x".repeat(5 * 1024) } },
    { label: "a 100 KB description", expect: "reject", file: image, fields: { description: hugeText } },
    { label: "name with folders", expect: "survive", file: { ...image, name: "../../../../etc/cron.d/evil.png" } },
    { label: "name with a NUL byte", expect: "survive", file: { ...image, name: "photo\u0000.php.png" } },
    { label: "a 10 KB name", expect: "survive", file: { ...image, name: `${"n".repeat(10 * 1024)}.png` } },
    ...oddTexts.slice(0, 3).map((odd): BadFile => ({ label: `description: ${odd.label}`, expect: "survive", file: image, fields: { description: String(odd.value) } })),
  ];
}

/** The multipart body of a bad file, with `extra` fields first (the owner a call needs, a form's hidden fields). */
export function multipartOf(bad: BadFile, extra: [string, string][] = []): FormData {
  const body = new FormData();
  for (const [name, value] of extra) body.append(name, value);
  for (const [name, value] of Object.entries(bad.fields ?? {})) body.append(name, value);
  for (let copy = 0; bad.file && copy < (bad.twice ? 2 : 1); copy++) {
    body.append("file", new Blob([new Uint8Array(bad.file.bytes)], { type: bad.file.type ?? "application/octet-stream" }), bad.file.name);
  }
  return body;
}

/** Bodies that are not a readable multipart form at all, whatever route they go to. */
export const brokenMultipart: { label: string; headers: Record<string, string>; body: Probe["body"] }[] = [
  { label: "JSON instead of multipart", headers: { "content-type": "application/json" }, body: JSON.stringify({ file: "aGVsbG8=" }) },
  { label: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, body: "--x\r\n\r\n" },
  {
    label: "broken multipart",
    headers: { "content-type": "multipart/form-data; boundary=zzz" },
    body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
  },
  {
    label: "declares 300 MB",
    headers: { "content-type": "multipart/form-data; boundary=zzz" },
    body: { declaredLength: 300 * 1024 * 1024, prefix: Buffer.from('--zzz\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n') },
  },
];

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
  const owned = (owner: string | undefined): [string, string][] => (owner && ownerField ? [[ownerField, owner]] : []);
  const image: BadFile = { label: "", expect: "survive", file: { bytes: files.png, name: "photo.png", type: "image/png" } };
  const upload = (label: string, expect: Expectation, extra: [string, string][]) => probe(label, expect, { body: multipartOf(image, extra) });
  // An avatar upload needs its name and the consent; without them every probe would stop at the first field.
  const required: [string, string][] = /\/avatar\/train$/.test(endpoint.path)
    ? [
        ["name", `${actor.marker} Presenter`],
        ["consent", "true"],
      ]
    : [];
  const own = [...owned(actor.ids.product), ...required];

  const probes: Probe[] = [
    ...brokenMultipart.map(({ label, headers, body }) => probe(label, "reject", { headers, body })),
    ...badFiles(files.png).map((bad) => probe(bad.label, bad.expect, { body: multipartOf(bad, own) })),
  ];
  for (const { label, header } of badBearers(actor.userId)) {
    const unsigned = upload(label, "reject", own);
    const headers = { ...unsigned.headers };
    delete headers.authorization;
    if (header) headers.authorization = header;
    probes.push({ ...unsigned, headers });
  }
  if (ownerField) {
    probes.push(
      upload("the other user's product", "foreign", owned(other.ids.product)),
      upload("the other user's brand", "foreign", [["brand_id", other.ids.brand]]),
      upload("both product and brand", "reject", [...own, ["brand_id", actor.ids.brand]]),
      upload("neither product nor brand", "reject", []),
      upload("unknown product", "reject", owned("6f1c9a3e-58d2-4b7a-9e0f-3c2d1b0a9f8e")),
      upload("traversal as product", "reject", owned("../../../etc/passwd")),
    );
  }
  return probes;
}
