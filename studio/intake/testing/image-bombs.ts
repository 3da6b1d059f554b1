/** Images whose header lies about their size, for the tests of the pixel cap. */
import { readFileSync } from "node:fs";

const smallJpeg = new URL("../fixtures/images/product.jpg", import.meta.url);

/**
 * A 32x32 JPEG whose frame header says 16384x16384 (268 megapixels) and that has a stray byte before that header: a
 * header reader that gives up at the stray byte cannot apply the pixel cap, but a decoder skips the byte and decodes.
 */
export function jpegDeclaring16384Squared(): Buffer {
  const jpeg = readFileSync(smallJpeg);
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(16384, frame + 5);
  jpeg.writeUInt16BE(16384, frame + 7);
  return Buffer.concat([jpeg.subarray(0, frame), Buffer.from([0x00]), jpeg.subarray(frame)]);
}
