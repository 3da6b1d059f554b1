/** Turns the progress of many ffmpeg runs into one figure: stage plus overall percent, never going backwards. */
export type RenderStage = "preparing" | "rendering" | "finishing";

export interface RenderProgress {
  stage: RenderStage;
  percent: number;
}

export type ProgressListener = (progress: RenderProgress) => void;

/** Share of the whole each stage accounts for; encoding the picture is most of the work. */
const stageSpans: Record<RenderStage, [number, number]> = {
  preparing: [0, 10],
  rendering: [10, 95],
  finishing: [95, 100],
};

export class ProgressTracker {
  private lastPercent = -1;
  private lastStage: RenderStage | undefined;
  private readonly partFractions = new Map<string, { weight: number; fraction: number }>();

  constructor(private readonly listener: ProgressListener | undefined) {}

  stage(stage: RenderStage, fractionOfStage = 0): void {
    const [from, to] = stageSpans[stage];
    const percent = Math.floor(from + (to - from) * Math.min(1, Math.max(0, fractionOfStage)));
    if (percent <= this.lastPercent && stage === this.lastStage) return;
    this.lastPercent = Math.max(percent, this.lastPercent);
    this.lastStage = stage;
    this.listener?.({ stage, percent: this.lastPercent });
  }

  /** Registers a parallel piece of the rendering stage with its share of the work. */
  renderingPart(id: string, weight: number): (fraction: number) => void {
    this.partFractions.set(id, { weight, fraction: 0 });
    return (fraction) => {
      this.partFractions.set(id, { weight, fraction });
      let done = 0;
      let total = 0;
      for (const part of this.partFractions.values()) {
        done += part.weight * part.fraction;
        total += part.weight;
      }
      this.stage("rendering", total ? done / total : 0);
    };
  }
}
