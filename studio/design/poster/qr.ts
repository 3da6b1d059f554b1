/** The QR code's link checked and encoded: error correction M, as the API promises, so a scuffed print still scans. */
import QRCode from "qrcode";
import { DesignError } from "../errors";
import type { QrMatrix } from "../plan-layout";

export const maxQrUrlLength = 500;

export function isQrUrl(value: string): boolean {
  if (value.length > maxQrUrlLength) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function qrMatrix(url: string): QrMatrix {
  if (!isQrUrl(url)) throw new DesignError("bad_qr_url", `The QR code's link must be an http:// or https:// address of at most ${maxQrUrlLength} characters.`);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  return { size: modules.size, modules: Array.from(modules.data, (value) => value === 1) };
}
