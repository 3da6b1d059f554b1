/**
 * Measures of a detected face that decide whether it can be a presenter, and which frame of a clip to take: how
 * sharp it is, whether the eyes are open and the mouth closed, and how squarely it faces the camera.
 */
import sharp from "sharp";
import type { FaceBox } from "./avatar-provider";
import type { RgbImage } from "./face-landmarks";

type Point = [number, number];

/** The face is scaled to this width before measuring sharpness, so a large photo and a small one are judged alike. */
const sharpnessFaceWidth = 256;

/**
 * Variance of the Laplacian over the face (the classic focus measure): edges give large second derivatives, blur
 * flattens them. Measured on the face only, so a blurred background behind a sharp face passes.
 */
export async function faceSharpness(image: RgbImage, box: FaceBox): Promise<number> {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const width = Math.min(image.width - left, Math.ceil(box.width));
  const height = Math.min(image.height - top, Math.ceil(box.height));
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize({ width: sharpnessFaceWidth })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stride = info.width * info.channels;
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  for (let y = 1; y < info.height - 1; y++) {
    for (let x = 1; x < info.width - 1; x++) {
      const at = y * stride + x * info.channels;
      const laplacian = data[at - stride] + data[at + stride] + data[at - info.channels] + data[at + info.channels] - 4 * data[at];
      sum += laplacian;
      sumOfSquares += laplacian * laplacian;
      count++;
    }
  }
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

/**
 * How much the eyes' boxes vary in brightness (standard deviation over mean luminance, both eyes averaged): an open
 * eye shows white and iris, about 0.5; a shut one is lid skin, about 0.15. face-api's landmark net draws an open eye's
 * outline even over a shut eye (eye aspect ratio 0.28 shut against 0.30 open on the fixture), so the pixels decide.
 */
export function eyeContrast(image: RgbImage, landmarks: readonly Point[]): number {
  const eye = (first: number) => {
    const points = landmarks.slice(first, first + 6);
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    let sum = 0;
    let sumOfSquares = 0;
    let count = 0;
    for (let y = Math.max(0, Math.round(Math.min(...ys))); y <= Math.min(image.height - 1, Math.round(Math.max(...ys))); y++) {
      for (let x = Math.max(0, Math.round(Math.min(...xs))); x <= Math.min(image.width - 1, Math.round(Math.max(...xs))); x++) {
        const at = (y * image.width + x) * 3;
        const luminance = 0.299 * image.data[at] + 0.587 * image.data[at + 1] + 0.114 * image.data[at + 2];
        sum += luminance;
        sumOfSquares += luminance * luminance;
        count++;
      }
    }
    const mean = sum / Math.max(1, count);
    return Math.sqrt(Math.max(0, sumOfSquares / Math.max(1, count) - mean * mean)) / Math.max(1, mean);
  };
  return (eye(36) + eye(42)) / 2;
}

/** Eye aspect ratio (Soukupová and Čech), both eyes averaged: about 0.3 open, under 0.15 shut. */
export function eyeAspectRatio(landmarks: readonly Point[]): number {
  const eye = (first: number) => {
    const [p1, p2, p3, p4, p5, p6] = landmarks.slice(first, first + 6);
    return (distance(p2, p6) + distance(p3, p5)) / (2 * distance(p1, p4));
  };
  return (eye(36) + eye(42)) / 2;
}

/** Inner lips apart over mouth width: 0 closed, about 0.3 and more open. */
export function mouthAspectRatio(landmarks: readonly Point[]): number {
  const gap = distance(landmarks[61], landmarks[67]) + distance(landmarks[62], landmarks[66]) + distance(landmarks[63], landmarks[65]);
  return gap / (3 * distance(landmarks[60], landmarks[64]));
}

/** 1 when the nose sits midway between the cheeks (facing the camera), toward 0 as the head turns. */
export function frontality(landmarks: readonly Point[]): number {
  const nose = landmarks[30];
  const left = distance(landmarks[2], nose);
  const right = distance(landmarks[14], nose);
  return 1 - Math.abs(left - right) / (left + right);
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
