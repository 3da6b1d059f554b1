/**
 * A photo becomes a presenter: find exactly one usable face, check it is large and sharp enough, choose the head
 * and shoulders crop, and keep a still (the crop with room around it) and the landmarks for the renderer.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { AvatarError } from "./avatar-error";
import type { AvatarAsset, FaceBox } from "./avatar-provider";
import { detectFaces, type DetectedFace, type RgbImage } from "./face-landmarks";
import { faceSharpness } from "./face-metrics";

/**
 * Narrower faces are refused (the detector's box, in the photo's pixels). A full-height presenter in a 1080x1920
 * video shows the face about 420 px wide (the crop is 2.6 faces wide), so a 300 px face is upscaled at most 1.4x;
 * the prototype's 1.48x was already visibly soft.
 */
export const minimumFaceWidth = 300;
/**
 * Variance of the Laplacian on the face scaled to 256 px wide. Calibrated on the fixture portrait upscaled to 1920 px
 * (itself soft, a 512 px scan enlarged 3.75x): 18.6 as it is, 10.8 after a Gaussian blur of sigma 1.5, 5.6 after
 * sigma 3, 3.7 after sigma 6. A phone photo's face measures well above the enlarged fixture.
 */
const minimumSharpness = 8;
/** A second face at least this fraction of the first's width is a second person, not a poster in the background. */
const secondFaceRatio = 0.5;
/** Faces are found on a copy this size at most: the detector works at 512 px and the landmark net at 112 px anyway. */
const detectionMaxSide = 1280;
/** The still is kept with the crop at most this wide: enough for a full-height 1080x1920 presenter. */
const stillMaxCropWidth = 1440;
/** Head and shoulders, 4:5 portrait: the face a little over a third of the width, the eyes 40 % down. */
const crop = { facesWide: 2.6, aspect: 4 / 5, eyeLine: 0.4 };

export async function readRgbImage(path: string): Promise<RgbImage> {
  try {
    // rotate(): a phone photo's EXIF orientation, applied, so the face is upright.
    const { data, info } = await sharp(path).rotate().removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  } catch {
    throw new AvatarError("unreadable_image", "This file could not be read as a photo. Upload a JPEG or PNG photo of one person, facing the camera.");
  }
}

/** The one face a presenter can be made from, or the reason there is none. */
export async function findPresenterFace(image: RgbImage): Promise<DetectedFace> {
  const faces = await detectFacesAtWorkingSize(image);
  if (faces.length === 0) {
    throw new AvatarError("no_face", "No face was found in this photo. Upload a photo of one person facing the camera, with the whole face in view.");
  }
  if (faces.length > 1 && faces[1].box.width >= faces[0].box.width * secondFaceRatio) {
    throw new AvatarError("several_faces", `This photo shows ${faces.length} faces. Upload a photo of just one person, alone in the picture.`);
  }
  const face = faces[0];
  if (face.box.width < minimumFaceWidth) {
    throw new AvatarError(
      "face_too_small",
      `The face in this photo is only ${Math.round(face.box.width)} pixels wide. Upload a closer or larger photo, with the face at least ${minimumFaceWidth} pixels wide (head and shoulders filling most of the picture).`,
    );
  }
  if ((await faceSharpness(image, face.box)) < minimumSharpness) {
    throw new AvatarError("blurred", "The face in this photo is blurred. Upload a sharp photo, taken in good light with the camera held still.");
  }
  return face;
}

async function detectFacesAtWorkingSize(image: RgbImage): Promise<DetectedFace[]> {
  const scale = Math.min(1, detectionMaxSide / Math.max(image.width, image.height));
  if (scale === 1) return detectFaces(image);
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(Math.round(image.width * scale), Math.round(image.height * scale))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const faces = await detectFaces({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height });
  return faces.map((face) => ({
    ...face,
    box: scaleBox(face.box, 1 / scale),
    landmarks: face.landmarks.map(([x, y]) => [x / scale, y / scale] as [number, number]),
  }));
}

export async function preparePhoto(path: string, outputDir: string): Promise<AvatarAsset> {
  const image = await readRgbImage(path);
  const face = await findPresenterFace(image);
  return writePhotoAsset(image, face, outputDir);
}

/** Writes the still (the crop with room for a taller 9:16 frame and for the head's motion) and maps everything into it. */
export async function writePhotoAsset(image: RgbImage, face: DetectedFace, outputDir: string): Promise<AvatarAsset> {
  const headAndShoulders = headAndShouldersCrop(face, image.width, image.height);
  const room = {
    left: Math.max(0, Math.floor(headAndShoulders.x - headAndShoulders.width * 0.1)),
    top: Math.max(0, Math.floor(headAndShoulders.y - headAndShoulders.height * 0.1)),
  };
  const right = Math.min(image.width, Math.ceil(headAndShoulders.x + headAndShoulders.width * 1.1));
  const bottom = Math.min(image.height, Math.ceil(headAndShoulders.y + headAndShoulders.height * 1.5));
  const scale = Math.min(1, stillMaxCropWidth / headAndShoulders.width);
  const width = Math.round((right - room.left) * scale);
  const height = Math.round((bottom - room.top) * scale);
  await mkdir(outputDir, { recursive: true });
  const stillPath = join(outputDir, "still.png");
  await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left: room.left, top: room.top, width: right - room.left, height: bottom - room.top })
    .resize(width, height)
    .png({ compressionLevel: 6 })
    .toFile(stillPath);
  const toStill = (box: FaceBox): FaceBox => ({ x: (box.x - room.left) * scale, y: (box.y - room.top) * scale, width: box.width * scale, height: box.height * scale });
  return {
    kind: "photo",
    stillPath,
    width,
    height,
    face: toStill(face.box),
    crop: toStill(headAndShoulders),
    landmarks: face.landmarks.map(([x, y]) => [(x - room.left) * scale, (y - room.top) * scale]),
  };
}

/** The 4:5 head-and-shoulders crop around the face, moved (and if need be shrunk) to stay inside the photo. */
function headAndShouldersCrop(face: DetectedFace, imageWidth: number, imageHeight: number): FaceBox {
  const eyes = face.landmarks.slice(36, 48);
  const eyeX = eyes.reduce((sum, [x]) => sum + x, 0) / eyes.length;
  const eyeY = eyes.reduce((sum, [, y]) => sum + y, 0) / eyes.length;
  let width = face.box.width * crop.facesWide;
  let height = width / crop.aspect;
  const fit = Math.min(1, imageWidth / width, imageHeight / height);
  width *= fit;
  height *= fit;
  const x = clamp(eyeX - width / 2, 0, imageWidth - width);
  const y = clamp(eyeY - height * crop.eyeLine, 0, imageHeight - height);
  return { x, y, width, height };
}

function scaleBox(box: FaceBox, scale: number): FaceBox {
  return { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
