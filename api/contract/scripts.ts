/** Ideas and scripts as the API shows them (docs/api-v1.md, Ideas and scripts). */
import type { IdeaFormat } from "../../studio/writer/idea-types";
import type { Scene } from "../../studio/timeline";

export interface IdeaView {
  id: string;
  angle: string;
  hook: string;
  format: IdeaFormat;
  focus?: string;
}

/** Image and clip scenes name the media by id (as `video/composite` takes them), with where the owner fetches it. */
export type ScriptSceneMedia =
  { kind: "image"; image_id: string; url: string } | { kind: "broll"; id: string } | { kind: "clip"; media_id: string; url: string; trim_start_ms: number };

export interface ScriptSceneView {
  id: string;
  role: string;
  spoken: string;
  on_screen_text: string;
  media: ScriptSceneMedia;
  duration_ms: number;
  transition: Scene["transition"];
}

export interface ScriptView {
  id: string;
  product_id: string;
  idea_id: string;
  format: IdeaFormat;
  angle: string;
  length_seconds: number;
  seed: number;
  scenes: ScriptSceneView[];
  created_at: number;
  updated_at: number;
}
