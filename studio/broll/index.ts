export { brollIds, brollLibrary, brollFilterGraph, isBrollId, type BrollId, type BrollInfo, type BrollRequest } from "./broll-library";
export { renderBrollClip } from "./render-broll";
