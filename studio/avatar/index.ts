export type {
  AvatarAsset,
  AvatarProvider,
  AvatarSource,
  FaceBox,
  MotionFrame,
  PrepareOptions,
  PresenterLook,
  RenderedPresenter,
  RenderRequest,
  TimedPhone,
} from "./avatar-provider";
export { motionCurve, loudnessEnvelope, type MotionCurveInput } from "./motion";
export { AvatarError, type AvatarErrorCode } from "./avatar-error";
export { LocalAvatarProvider } from "./local-provider";
export { createAvatarProvider, type AvatarProviderSettings } from "./providers";
export { HttpAvatarProvider, httpAvatarConfigFromEnv, httpAvatarEnvironment, withFallback } from "./http";
export { builtinPresenters, findBuiltinPresenter, presenterStill } from "./builtin";
export { minimumFaceWidth } from "./prepare-photo";
export { preloadFaceModels } from "./face-landmarks";
export { maximumClipMs } from "./prepare-clip";
