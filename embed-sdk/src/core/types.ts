/**
 * The embed-type parameter each mode sends: widget → embed-widget, popup → popup-blank, slider → popup-drawer,
 * popover → popup-popover, side tab → popup-side-panel.
 */
export type EmbedType = "embed-widget" | "popup-blank" | "popup-drawer" | "popup-popover" | "popup-side-panel";

export type RedirectTarget = "_self" | "_blank" | "_top" | "_parent";

/** What each callback receives: the form's own message minus its `type` and `embedId`, with the form id. */
export interface ReadyEvent {
  formId: string;
}
export interface StartedEvent {
  formId: string;
  responseId: string;
}
export interface QuestionChangedEvent {
  formId: string;
  ref: string;
}
export interface HeightChangedEvent {
  formId: string;
  ref: string;
  height: number;
}
export interface SubmitEvent {
  formId: string;
  responseId: string;
}
export interface EndingButtonClickEvent {
  formId: string;
  ref: string;
}
export interface DuplicateDetectedEvent {
  formId: string;
}

export interface Callbacks {
  onReady?: (event: ReadyEvent) => void;
  onStarted?: (event: StartedEvent) => void;
  onQuestionChanged?: (event: QuestionChangedEvent) => void;
  onHeightChanged?: (event: HeightChangedEvent) => void;
  onSubmit?: (event: SubmitEvent) => void;
  /** Given, the form hands its ending button to the page instead of acting on it. */
  onEndingButtonClick?: (event: EndingButtonClickEvent) => void;
  onDuplicateDetected?: (event: DuplicateDetectedEvent) => void;
  onClose?: () => void;
}

/** Options that end up in the iframe address. */
export interface UrlOptions {
  /** Where forms are served: a full origin (`https://forms.example.com`) or a host name (https assumed). */
  domain?: string;
  source?: string;
  medium?: string;
  mediumVersion?: string;
  hideFooter?: boolean;
  hideHeaders?: boolean;
  noHeading?: boolean;
  noScrollbars?: boolean;
  opacity?: number;
  disableTracking?: boolean;
  /** Nothing is stored: no response, no tracking, no notification-dot memory. */
  enableSandbox?: boolean;
  /** `true` shares the page's Google Analytics client id with the form; a string picks the tracker id. */
  shareGaInstance?: boolean | string;
  forceTouch?: boolean;
  displayAsFullScreenModal?: boolean;
  redirectTarget?: RedirectTarget;
  disableScroll?: boolean;
  /** `true`, or `'min,max'` in pixels: the widget follows the form's height within those bounds. */
  autoResize?: boolean | string;
  /** Hidden fields; empty and undefined values are left out. */
  hidden?: Record<string, string | undefined | null>;
  /** One answer to preselect: `{ questionRef: answerRef }`. */
  preselect?: Record<string, string>;
  /** `true` passes every query parameter of the page on to the form; a list passes only those names. */
  transitiveSearchParams?: boolean | string[];
  /** Extra query parameters for the form address. */
  tracking?: Record<string, string>;
  /** Adds hubspot_page_name, hubspot_page_url and hubspot_utk hidden fields. */
  hubspot?: boolean;
}

export type Size = number | string;

export interface CommonOptions extends UrlOptions, Callbacks {
  /** Attributes for the iframe, e.g. `{ title: 'Newsletter sign-up' }`. */
  iframeProps?: Record<string, string>;
  /** CSP nonce set on the stylesheet links the SDK adds. */
  nonce?: string;
  /** Closing hides the form instead of removing it, so reopening continues where it was. */
  keepSession?: boolean;
  /** Close after a submit: `true` or a delay in ms (never sooner than 500 ms). */
  autoClose?: boolean | number;
  width?: Size;
  height?: Size;
}

export interface TriggerOptions {
  /** Opens by itself: on load, when the mouse leaves through the top, after a time, or after scrolling. */
  open?: "load" | "exit" | "time" | "scroll";
  /** Pixels from the top for `exit`, milliseconds for `time`, percent for `scroll`. */
  openValue?: number;
  /** Once closed, the automatic open is skipped (cookie `tf-{formId}-closed`). */
  preventReopenOnClose?: boolean;
  /** Skip the automatic open while another embed (`all`) or the same form (`same`) is open. */
  respectOpenModals?: "all" | "same";
}

export interface ButtonOptions {
  buttonColor?: string;
  buttonText?: string;
  buttonTextColor?: string;
  buttonTextSize?: Size;
  buttonHeight?: Size;
  buttonWidth?: Size;
  buttonAlign?: "top" | "center" | "bottom";
  /** Attributes for the launch button. */
  buttonProps?: Record<string, string>;
  /** An image URL, or SVG/HTML markup (sanitised against an allow-list). */
  customIcon?: string;
}

export interface WidgetOptions extends CommonOptions {
  /** The element the form goes into; its content is replaced. */
  container: HTMLElement;
  /** Load the form only when the container scrolls into view. */
  lazy?: boolean;
  /** Focus the form 1000 ms after it loads. */
  autoFocus?: boolean;
  /** The widget covers the whole window. */
  fullScreen?: boolean;
  /** Stay inline on small touch devices instead of going full screen after the welcome screen. */
  inlineOnMobile?: boolean;
}

export interface PopupOptions extends CommonOptions, TriggerOptions {
  container?: HTMLElement;
  /** Percent of the viewport, minus 80 px margins, when width and height are not both given. Default 100. */
  size?: number;
}

export interface SliderOptions extends CommonOptions, TriggerOptions {
  container?: HTMLElement;
  position?: "left" | "right";
}

export interface PopoverOptions extends CommonOptions, TriggerOptions, ButtonOptions {
  container?: HTMLElement;
  tooltip?: string;
  /** Show an unread dot until first opened, then hide it for this many days. */
  notificationDays?: number;
}

export interface SidetabOptions extends CommonOptions, TriggerOptions, ButtonOptions {
  container?: HTMLElement;
  /** Offset of the tab from the top (with buttonAlign top) or bottom edge. */
  top?: Size;
  bottom?: Size;
}

export interface EmbedHandle {
  open: () => void;
  close: () => void;
  toggle: () => void;
  /** Reloads the form. */
  refresh: () => void;
  /** Moves focus into the form. */
  focus: () => void;
  /** Removes every element and listener the embed added. */
  unmount: () => void;
}
