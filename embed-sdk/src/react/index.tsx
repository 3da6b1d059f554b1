/**
 * React components, one per mode. The form is created once per form id and options: a parent re-rendering, or
 * passing a new callback function, does not reload the iframe (callbacks are read through a ref when they fire).
 */
import { useEffect, useRef, type CSSProperties, type MutableRefObject, type ReactNode } from "react";
import type { Callbacks, EmbedHandle, PopoverOptions, PopupOptions, SidetabOptions, SliderOptions, WidgetOptions } from "../core/types";
import { createPopover } from "../popover";
import { createPopup } from "../popup";
import { createSidetab } from "../sidetab";
import { createSlider } from "../slider";
import { createWidget } from "../widget";

export type { EmbedHandle } from "../core/types";

const CALLBACKS: Array<keyof Callbacks> = [
  "onReady",
  "onStarted",
  "onQuestionChanged",
  "onHeightChanged",
  "onSubmit",
  "onEndingButtonClick",
  "onDuplicateDetected",
  "onClose",
];

interface ComponentProps {
  /** The form id (or a full form address). */
  id: string;
  /** Receives the embed's handle (open, close, toggle, refresh, focus, unmount). */
  embedRef?: MutableRefObject<EmbedHandle | undefined>;
  style?: CSSProperties;
  className?: string;
}

type Props<Options> = ComponentProps & Omit<Options, "container">;

/** Options that shape the address or the layout; a change in any of these re-creates the embed. */
function optionsKey(options: Record<string, unknown>) {
  const data: Record<string, unknown> = {};
  for (const name of Object.keys(options).sort()) if (typeof options[name] != "function") data[name] = options[name];
  // The form hands its ending button to the page only when there is a callback for it: part of the address.
  return JSON.stringify([data, !!options.onEndingButtonClick]);
}

function useEmbed(props: ComponentProps & Record<string, unknown>, create: (formId: string, options: Record<string, unknown>) => EmbedHandle) {
  const { id, embedRef, style: _style, className: _className, children: _children, ...options } = props;
  const latest = useRef(options);
  latest.current = options;
  const handle = useRef<EmbedHandle>();
  const key = optionsKey(options);

  useEffect(() => {
    const current: Record<string, unknown> = { ...latest.current };
    for (const name of CALLBACKS) {
      if (name == "onEndingButtonClick" && !current[name]) continue;
      current[name] = (...args: unknown[]) => (latest.current[name] as ((...args: unknown[]) => void) | undefined)?.(...args);
    }
    const created = create(id, current);
    handle.current = created;
    if (embedRef) embedRef.current = created;
    return () => {
      created.unmount();
      if (embedRef) embedRef.current = undefined;
    };
    // `key` stands for the options; callbacks are read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key]);
  return handle;
}

export type WidgetProps = Props<WidgetOptions>;

/** The form inline, in a div that takes `style` and `className`. */
export function Widget(props: WidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  useEmbed(props as WidgetProps & Record<string, unknown>, (formId, options) => createWidget(formId, { ...options, container: container.current! }));
  return <div ref={container} style={props.style} className={props.className} />;
}

type ButtonProps<Options> = Props<Options> & { children?: ReactNode };

function launchButton(props: ButtonProps<unknown>, handle: MutableRefObject<EmbedHandle | undefined>) {
  return (
    <button type="button" aria-haspopup="dialog" style={props.style} className={props.className} onClick={() => handle.current?.toggle()}>
      {props.children}
    </button>
  );
}

export type PopupProps = ButtonProps<PopupOptions>;

/** A button (its children are the label) that opens the form in a popup. */
export function Popup(props: PopupProps) {
  return launchButton(props, useEmbed(props as PopupProps & Record<string, unknown>, createPopup));
}

export type SliderProps = ButtonProps<SliderOptions>;

/** A button (its children are the label) that opens the form in a slider. */
export function Slider(props: SliderProps) {
  return launchButton(props, useEmbed(props as SliderProps & Record<string, unknown>, createSlider));
}

export type PopoverProps = Props<PopoverOptions>;

/** The floating popover button; renders nothing in place. */
export function Popover(props: PopoverProps) {
  useEmbed(props as PopoverProps & Record<string, unknown>, createPopover);
  return null;
}

export type SidetabProps = Props<SidetabOptions>;

/** The side tab; renders nothing in place. */
export function Sidetab(props: SidetabProps) {
  useEmbed(props as SidetabProps & Record<string, unknown>, createSidetab);
  return null;
}
