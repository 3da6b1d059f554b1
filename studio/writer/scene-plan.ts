/**
 * Which facts a script covers and in what order, per angle. Scenes are added in this order for as long as they fit
 * the length at a natural pace; what does not fit is left out rather than rushed.
 */
import { ideaAngles, type Idea, type IdeaAngle } from "./idea-types";
import type { SceneRole } from "./lines";
import type { ProductStory } from "./story";

export interface Beat {
  role: Exclude<SceneRole, "hook" | "cta" | "detail">;
  factIndex?: number;
}

export function plannedBeats(idea: Pick<Idea, "angle" | "focus">, story: ProductStory): Beat[] {
  const angle: IdeaAngle = (ideaAngles as readonly string[]).includes(idea.angle) ? (idea.angle as IdeaAngle) : "Meet the product";
  const focusIndex = Math.max(
    0,
    story.features.findIndex((feature) => feature.label === idea.focus),
  );
  const features = story.features.map((_, factIndex): Beat => ({ role: "feature", factIndex }));
  const focusFirst = [...features.slice(focusIndex), ...features.slice(0, focusIndex)];
  const sentences = story.sentences.map((_, factIndex): Beat => ({ role: "description", factIndex }));
  const brand: Beat[] = story.brand ? [{ role: "brand" }] : [];
  const price: Beat[] = story.price ? [{ role: "price" }] : [];

  switch (angle) {
    case "Feature spotlight":
      return [...focusFirst.slice(0, 1), ...sentences.slice(0, 1), ...focusFirst.slice(1), ...brand, ...price];
    case "Quick tour":
      return [...features, ...brand, ...price];
    case "Price and value":
      return [...price, ...features, ...sentences.slice(0, 1), ...brand];
    case "Brand story":
      return [...brand, ...sentences.slice(0, 2), ...features, ...price];
    case "The idea behind it":
      return [...sentences, ...features, ...brand, ...price];
    case "Up close":
      return [{ role: "look" }, ...features, ...sentences.slice(0, 1), ...price];
    case "Meet the product":
      return [...brand, ...sentences.slice(0, 1), ...features, ...price];
  }
}
