/**
 * A stored timeline names the owner's media by id: image scenes a product's link image or a library image, clip
 * scenes a library clip. The renderer reads files, so each file is downloaded once from the media store into the
 * render's input folder and the id becomes its path there (the store may be a bucket on another machine). Anything
 * deleted since the script was written fails the render at once with a sentence saying what to do.
 */
import path from "node:path";
import type { MediaRef, Timeline } from "../../studio/timeline";
import type { DbExecutor } from "../db/connection";
import { SceneMediaDeletedError } from "./render-failure";
import type { MediaStore } from "../storage/media-store";

interface TimelineMediaDeps {
  db: DbExecutor;
  mediaStore: MediaStore;
  /** The render's own folder the files are downloaded into. */
  inputDir: string;
}

type OwnMediaRef = Extract<MediaRef, { kind: "image" | "clip" }>;

function missing(sceneIndex: number, media: OwnMediaRef): SceneMediaDeletedError {
  const what = media.kind === "image" ? "a product image" : "a clip";
  return new SceneMediaDeletedError(
    sceneIndex + 1,
    `Scene ${sceneIndex + 1} shows ${what} that has been deleted. Write a new script for the product and create the video again.`,
  );
}

/** The storage key of the owner's image or clip with this id, or undefined when there is none of that kind. */
async function storageKeyOf(db: DbExecutor, userId: string, media: OwnMediaRef): Promise<string | undefined> {
  const item = await db
    .selectFrom("media_items")
    .select("storage_key")
    .where("id", "=", media.path)
    .where("user_id", "=", userId)
    .where("kind", "=", media.kind)
    .executeTakeFirst();
  if (item || media.kind === "clip") return item?.storage_key;
  const image = await db.selectFrom("product_images").select("storage_key").where("id", "=", media.path).where("user_id", "=", userId).executeTakeFirst();
  return image?.storage_key;
}

/** The timeline with every image and clip id replaced by its file's path; b-roll scenes are left as they are. */
export async function withLocalMedia({ db, mediaStore, inputDir }: TimelineMediaDeps, userId: string, timeline: Timeline): Promise<Timeline> {
  const paths = new Map<string, string>();
  const scenes = [];
  for (const [index, scene] of timeline.scenes.entries()) {
    const { media } = scene;
    if (media.kind === "broll") {
      scenes.push(scene);
      continue;
    }
    const cacheKey = `${media.kind}:${media.path}`;
    if (!paths.has(cacheKey)) {
      const key = await storageKeyOf(db, userId, media);
      // Named by the whole key: two scenes' files never share a name, whatever their folders.
      const filePath = key && path.join(inputDir, key.replaceAll("/", "_"));
      if (!filePath || !(await mediaStore.download(key, filePath))) throw missing(index, media);
      paths.set(cacheKey, filePath);
    }
    scenes.push({ ...scene, media: { ...media, path: paths.get(cacheKey)! } });
  }
  return { ...timeline, scenes };
}
