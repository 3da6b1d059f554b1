/**
 * `data-tf-{kebab-case option}` attributes read into options. Each option has one type; the mixed types try the
 * first reading and fall back to the second.
 */
export type AttributeType = "string" | "boolean" | "integer" | "function" | "array" | "record" | "integerOrBoolean" | "stringOrBoolean" | "arrayOrBoolean" | "integerOrString";

const string = (value: string) => value || undefined;
const boolean = (value: string) => value == "" || value == "yes" || value == "true";
const integer = (value: string) => {
  const number = parseInt(value, 10);
  return isNaN(number) ? undefined : number;
};
const globalFunction = (value: string) => {
  const candidate = (window as unknown as Record<string, unknown>)[value];
  return typeof candidate == "function" ? candidate : undefined;
};

/** Comma-separated; `\,` is a comma inside an item (a NUL stands in for it while splitting). */
const split = (value: string) =>
  value
    .replace(/\\,/g, "\0")
    .split(",")
    .map((item) => item.replace(/\0/g, ",").trim())
    .filter(Boolean);

const array = (value: string) => (value ? split(value) : undefined);

/** `key=value` pairs; a value may contain `=` and escaped commas. */
const record = (value: string) => {
  if (!value) return undefined;
  const entries: Record<string, string> = {};
  for (const pair of split(value)) {
    const at = pair.indexOf("=");
    if (at > 0) entries[pair.slice(0, at).trim()] = pair.slice(at + 1);
  }
  return entries;
};

const TRANSFORMS: Record<AttributeType, (value: string) => unknown> = {
  string,
  boolean,
  integer,
  function: globalFunction,
  array,
  record,
  integerOrBoolean: (value) => integer(value) ?? boolean(value),
  stringOrBoolean: (value) => string(value) || boolean(value),
  arrayOrBoolean: (value) => boolean(value) || array(value),
  integerOrString: (value) => (/^\d+$/.test(value) ? +value : string(value)),
};

/** Reads one attribute value; an attribute that is absent (`null`) gives `undefined` whatever the type. */
export function transformAttributeValue(value: string | null, type: AttributeType): unknown {
  const transform = TRANSFORMS[type];
  if (!transform) throw new Error("Invalid attribute transformation");
  return value == null ? undefined : transform(value);
}

/** Options whose attribute is not a plain string; `on…` callbacks are global function names. */
const NON_STRING_OPTIONS: Partial<Record<AttributeType, string>> = {
  boolean:
    "preventReopenOnClose keepSession autoFocus lazy fullScreen inlineOnMobile forceTouch displayAsFullScreenModal hideFooter hideHeaders noHeading noScrollbars disableTracking enableSandbox disableScroll hubspot",
  integer: "openValue size opacity notificationDays",
  record: "hidden preselect tracking iframeProps buttonProps",
  integerOrBoolean: "autoClose",
  stringOrBoolean: "autoResize shareGaInstance",
  arrayOrBoolean: "transitiveSearchParams",
  integerOrString: "width height buttonTextSize buttonHeight buttonWidth top bottom",
};

const TYPE_OF: Record<string, AttributeType> = {};
for (const type in NON_STRING_OPTIONS) for (const name of NON_STRING_OPTIONS[type as AttributeType]!.split(" ")) TYPE_OF[name] = type as AttributeType;

export const attributeType = (option: string): AttributeType => TYPE_OF[option] || (/^on[A-Z]/.test(option) ? "function" : "string");

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Every `data-tf-*` attribute of the element as an option of its type. */
export function optionsFromAttributes(element: Element) {
  const options: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (!name.startsWith("data-tf-")) continue;
    const option = camelCase(name.slice(8));
    const parsed = transformAttributeValue(value, attributeType(option));
    if (parsed !== undefined) options[option] = parsed;
  }
  return options;
}
