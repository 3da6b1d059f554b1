/**
 * The filtergraph for one scene's picture over a range of its frames (a render split in two halves asks for
 * the tail of one scene and the head of another). Stills get a slow zoom inside their box over a blurred fill (a
 * still that is the whole frame, such as a drawn slide, zooms as a whole),
 * clips are trimmed and fitted over a blurred copy of themselves, b-roll is drawn by the b-roll library.
 */
import { brollFilterGraph, type BrollId } from "../broll/broll-library";
import { fitInside, framesPerSecond, type FrameLayout } from "./frame-layout";

export type ResolvedMedia =
  | { kind: "image"; path: string; width: number; height: number; fill?: boolean }
  | { kind: "clip"; path: string; width: number; height: number; trimStartMs: number }
  | { kind: "broll"; id: BrollId };

export interface SceneFrameRange {
  media: ResolvedMedia;
  sceneIndex: number;
  /** Frames the whole scene renders (its zoom runs over all of them). */
  renderedFrameCount: number;
  fromFrame: number;
  toFrame: number;
}

export interface SceneVideo {
  /** ffmpeg input arguments this scene adds (none for b-roll; a still may instead be read from an input it shares
   * with the part's other stills, see video-part.ts). */
  inputArgs: string[];
  /** Builds the scene's chain given the pad its picture comes from (such as `0:v`); its output pad is `outputLabel`. */
  filter: (inputPad: string) => string;
}

/** How far a still zooms over its scene: enough to feel alive, little enough that nothing important is cropped. */
const zoomAmount = 0.08;
/** The blurred fill is made at 1/blurDivisor of the frame, then scaled up: blurring a tiny picture costs nothing. */
const blurDivisor = 8;

export function sceneVideo(range: SceneFrameRange, layout: FrameLayout, seed: number, outputLabel: string): SceneVideo {
  const frames = range.toFrame - range.fromFrame;
  // A whole-frame still's zoompan already gives one frame per 1/30 s and says so, so setpts=N makes it constant-rate;
  // fps there would only hold two more frames from the scene's pool until the render ends (about 6 MB a scene at
  // 1080x1920). A fitted still's picture comes out of an overlay that keeps its looped background's rate (25, the
  // image demuxer's), and a transition refuses two rates: it needs the fps filter.
  const zoomedWholeFrame = range.media.kind === "image" && range.media.fill;
  const normalise = `setsar=1,format=yuv420p,settb=1/${framesPerSecond},setpts=N${zoomedWholeFrame ? "" : `,fps=${framesPerSecond}`}[${outputLabel}]`;
  const { media } = range;
  const smallWidth = Math.max(16, Math.round(layout.width / blurDivisor / 2) * 2);
  const smallHeight = Math.max(16, Math.round(layout.height / blurDivisor / 2) * 2);
  const blurredFill = `scale=${smallWidth}:${smallHeight}:force_original_aspect_ratio=increase,crop=${smallWidth}:${smallHeight},boxblur=6:2,eq=brightness=-0.12:saturation=1.2,scale=${layout.width}:${layout.height}`;

  switch (media.kind) {
    case "image": {
      // Alternate zooming in and out from scene to scene, starting where the seed says.
      const zoomIn = (seed + range.sceneIndex) % 2 === 0;
      const progress = `(on+${range.fromFrame})/${Math.max(1, range.renderedFrameCount - 1)}`;
      const zoom = zoomIn ? `1+${zoomAmount}*${progress}` : `${1 + zoomAmount}-${zoomAmount}*${progress}`;
      if (media.fill) {
        return {
          inputArgs: ["-i", media.path],
          filter: (input) =>
            `[${input}]format=yuv420p,scale=${layout.width}:${layout.height},zoompan=z='${zoom}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=${frames}:s=${layout.width}x${layout.height}:fps=${framesPerSecond},${normalise}`,
        };
      }
      const fitted = fitInside(media, layout.imageBox);
      const x = Math.round(layout.imageBox.centreX - fitted.width / 2);
      const y = Math.round(layout.imageBox.centreY - fitted.height / 2);
      return {
        // One frame in: the fill and the fitted image are made once, zoompan then turns it into `frames` frames.
        inputArgs: ["-i", media.path],
        filter: (input) =>
          [
            `[${input}]format=yuv420p,split[${outputLabel}a][${outputLabel}b]`,
            `[${outputLabel}a]${blurredFill},loop=loop=${frames - 1}:size=1,setpts=N/${framesPerSecond}/TB[${outputLabel}fill]`,
            `[${outputLabel}b]scale=${fitted.width}:${fitted.height},zoompan=z='${zoom}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=${frames}:s=${fitted.width}x${fitted.height}:fps=${framesPerSecond}[${outputLabel}zoom]`,
            `[${outputLabel}fill][${outputLabel}zoom]overlay=x=${x}:y=${y}:shortest=1,${normalise}`,
          ].join(";"),
      };
    }
    case "clip": {
      const fitted = fitInside(media, layout);
      const startSeconds = (media.trimStartMs / 1000 + range.fromFrame / framesPerSecond).toFixed(3);
      const seconds = (frames / framesPerSecond).toFixed(3);
      return {
        inputArgs: ["-ss", startSeconds, "-t", seconds, "-i", media.path],
        filter: (input) =>
          [
            `[${input}]fps=${framesPerSecond},format=yuv420p,split[${outputLabel}a][${outputLabel}b]`,
            `[${outputLabel}a]${blurredFill}[${outputLabel}fill]`,
            `[${outputLabel}b]scale=${fitted.width}:${fitted.height}[${outputLabel}fit]`,
            // A clip shorter than its scene holds its last frame rather than ending the video early.
            `[${outputLabel}fill][${outputLabel}fit]overlay=x=(W-w)/2:y=(H-h)/2,tpad=stop_mode=clone:stop=${frames},trim=end_frame=${frames},${normalise}`,
          ].join(";"),
      };
    }
    case "broll": {
      // Only this range's frames are drawn: a part that starts inside the scene does not draw its beginning.
      const source = brollFilterGraph(
        { id: media.id, width: layout.width, height: layout.height, frameCount: range.toFrame, startFrame: range.fromFrame, framesPerSecond, seed: seed + range.sceneIndex },
        `${outputLabel}src`,
      );
      return {
        inputArgs: [],
        filter: () => `${source};[${outputLabel}src]${normalise}`,
      };
    }
  }
}
