/** Every mode in one import; `@promoreel/embed/{mode}` imports just one. */
export { createWidget } from "./widget";
export { createPopup } from "./popup";
export { createSlider } from "./slider";
export { createPopover } from "./popover";
export { createSidetab } from "./sidetab";
export type * from "./core/types";
