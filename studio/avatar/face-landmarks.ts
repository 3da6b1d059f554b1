/**
 * Faces and their 68 landmarks, offline: face-api's SSD MobileNet detector and landmark net, whose weights ship inside
 * the npm package, on TensorFlow.js's WebAssembly backend (no native TensorFlow, nothing downloaded). Loading costs
 * about 0.5 GB and a second, so it happens once per process and only when a photo is first prepared.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FaceBox } from "./avatar-provider";

export interface DetectedFace {
  box: FaceBox;
  /** The detector's confidence, 0..1. */
  score: number;
  /** 68 points in the image's pixels, in the iBUG order (jaw 0–16, brows 17–26, nose 27–35, eyes 36–47, mouth 48–67). */
  landmarks: [number, number][];
}

/** RGB pixels, 3 bytes each, row by row. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

type FaceApi = typeof import("@vladmandic/face-api/dist/face-api.node-wasm.js");
type TensorFlow = typeof import("@tensorflow/tfjs");

const require = createRequire(import.meta.url);
const minimumConfidence = 0.5;

let loading: Promise<{ faceapi: FaceApi; tf: TensorFlow }> | undefined;

/** Loads TensorFlow.js's wasm backend from node_modules (never a CDN) and the two nets from the package's model folder. */
function loadFaceApi(): Promise<{ faceapi: FaceApi; tf: TensorFlow }> {
  loading ??= (async () => {
    // face-api requires this same TensorFlow.js module, so the backend set here is the one it runs on.
    const tf = await import("@tensorflow/tfjs");
    const faceapi = (await import("@vladmandic/face-api/dist/face-api.node-wasm.js")) as FaceApi;
    const wasm = await import("@tensorflow/tfjs-backend-wasm");
    const wasmDir = join(dirname(require.resolve("@tensorflow/tfjs-backend-wasm/package.json")), "dist") + "/";
    // Without platform fetch, emscripten reads the file with fs; Node's fetch cannot open a path.
    wasm.setWasmPaths(wasmDir);
    await tf.setBackend("wasm");
    await tf.ready();
    const modelDir = join(dirname(require.resolve("@vladmandic/face-api/package.json")), "model");
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    return { faceapi, tf };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Loads the nets and runs each once on a blank picture. Importing TensorFlow.js, loading the nets and their first
 * run cost about 2.5 s on two cores, against 0.5-0.9 s for a photo once warm: a process that will prepare photos
 * (a render worker) does this when it starts, so a user's first training does not wait for it. It holds about
 * 300 MB from then on.
 */
export async function preloadFaceModels(): Promise<void> {
  const { faceapi, tf } = await loadFaceApi();
  const blank = tf.zeros([112, 112, 3], "int32");
  try {
    const input = blank as unknown as Parameters<FaceApi["detectAllFaces"]>[0];
    await faceapi.detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: minimumConfidence }));
    await faceapi.detectFaceLandmarks(input);
  } finally {
    tf.dispose(blank);
  }
}

/** Every face the detector is at least fairly sure of, largest first. */
export async function detectFaces(image: RgbImage): Promise<DetectedFace[]> {
  const { faceapi, tf } = await loadFaceApi();
  const tensor = tf.tensor3d(image.data, [image.height, image.width, 3], "int32");
  try {
    // face-api declares its own copy of TensorFlow.js's types; at run time the tensor is the same module's.
    const input = tensor as unknown as Parameters<FaceApi["detectAllFaces"]>[0];
    const results = await faceapi.detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: minimumConfidence, maxResults: 10 })).withFaceLandmarks();
    return results
      .map((result) => ({
        box: { x: result.detection.box.x, y: result.detection.box.y, width: result.detection.box.width, height: result.detection.box.height },
        score: result.detection.score,
        landmarks: result.landmarks.positions.map((point) => [point.x, point.y] as [number, number]),
      }))
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  } finally {
    tf.dispose(tensor);
  }
}
