// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { attributeType, optionsFromAttributes, transformAttributeValue, type AttributeType } from "./attributes";

const element = (attributes: Record<string, string>) => {
  const div = document.createElement("div");
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(name, value);
  return div;
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).onFormReady;
  delete (window as unknown as Record<string, unknown>).notAFunction;
});

describe("attribute types", () => {
  it("string: the value, an empty one counts as not given", () => {
    expect(transformAttributeValue("#ff0000", "string")).toBe("#ff0000");
    expect(transformAttributeValue("", "string")).toBeUndefined();
  });

  it("boolean: empty, yes and true are true; anything else is false", () => {
    for (const value of ["", "yes", "true"]) expect(transformAttributeValue(value, "boolean")).toBe(true);
    for (const value of ["no", "false", "1", "TRUE"]) expect(transformAttributeValue(value, "boolean")).toBe(false);
  });

  it("integer: a number, and a value that does not parse is ignored", () => {
    expect(transformAttributeValue("3000", "integer")).toBe(3000);
    expect(transformAttributeValue("abc", "integer")).toBeUndefined();
    expect(transformAttributeValue("", "integer")).toBeUndefined();
  });

  it("function: the global function of that name, nothing for a missing or non-function global", () => {
    const onFormReady = () => {};
    Object.assign(window, { onFormReady, notAFunction: 42 });
    expect(transformAttributeValue("onFormReady", "function")).toBe(onFormReady);
    expect(transformAttributeValue("notAFunction", "function")).toBeUndefined();
    expect(transformAttributeValue("missing", "function")).toBeUndefined();
  });

  it("array: comma-separated, with backslash-escaped commas kept inside an item", () => {
    expect(transformAttributeValue("utm_source, utm_medium", "array")).toEqual(["utm_source", "utm_medium"]);
    expect(transformAttributeValue("a\\,b,c", "array")).toEqual(["a,b", "c"]);
    expect(transformAttributeValue("", "array")).toBeUndefined();
  });

  it("record: key=value pairs; values keep = and escaped commas", () => {
    expect(transformAttributeValue("name=Ada,city=Paris\\, France,expr=a=b", "record")).toEqual({ name: "Ada", city: "Paris, France", expr: "a=b" });
    expect(transformAttributeValue("no-equals,=x,k=", "record")).toEqual({ k: "" });
  });

  it("mixed: integer or boolean, string or boolean, array or boolean, integer or string", () => {
    expect(transformAttributeValue("2000", "integerOrBoolean")).toBe(2000);
    expect(transformAttributeValue("", "integerOrBoolean")).toBe(true);
    expect(transformAttributeValue("300,800", "stringOrBoolean")).toBe("300,800");
    expect(transformAttributeValue("", "stringOrBoolean")).toBe(true);
    expect(transformAttributeValue("UA-1", "stringOrBoolean")).toBe("UA-1");
    expect(transformAttributeValue("yes", "arrayOrBoolean")).toBe(true);
    expect(transformAttributeValue("ref,utm_source", "arrayOrBoolean")).toEqual(["ref", "utm_source"]);
    expect(transformAttributeValue("600", "integerOrString")).toBe(600);
    expect(transformAttributeValue("80%", "integerOrString")).toBe("80%");
  });

  it("an absent attribute gives nothing, whatever the type", () => {
    for (const type of ["string", "boolean", "integer", "record"] as AttributeType[]) expect(transformAttributeValue(null, type)).toBeUndefined();
  });

  it("an unknown type raises 'Invalid attribute transformation'", () => {
    expect(() => transformAttributeValue("x", "date" as AttributeType)).toThrow(new Error("Invalid attribute transformation"));
  });
});

describe("data-tf-* attributes", () => {
  it("reads each kebab-case attribute as its camel-case option, with that option's type", () => {
    const onSubmit = () => {};
    Object.assign(window, { onFormReady: onSubmit });
    const options = optionsFromAttributes(
      element({
        "data-tf-popup": "early-access",
        "data-tf-medium-version": "v2",
        "data-tf-hide-footer": "",
        "data-tf-keep-session": "no",
        "data-tf-open-value": "not-a-number",
        "data-tf-auto-close": "3000",
        "data-tf-on-ready": "onFormReady",
        "data-tf-hidden": "email=ada@example.com,note=one\\, two",
        "data-tf-transitive-search-params": "utm_source,ref",
        "data-tf-width": "640",
        "data-tf-height": "80vh",
        "data-tf-iframe-props": "title=Early access",
        class: "not-an-option",
      }),
    );
    expect(options).toEqual({
      popup: "early-access",
      mediumVersion: "v2",
      hideFooter: true,
      keepSession: false,
      autoClose: 3000,
      onReady: onSubmit,
      hidden: { email: "ada@example.com", note: "one, two" },
      transitiveSearchParams: ["utm_source", "ref"],
      width: 640,
      height: "80vh",
      iframeProps: { title: "Early access" },
    });
  });

  it("knows the type of every option in the spec's list", () => {
    expect(attributeType("preventReopenOnClose")).toBe("boolean");
    expect(attributeType("notificationDays")).toBe("integer");
    expect(attributeType("tracking")).toBe("record");
    expect(attributeType("autoResize")).toBe("stringOrBoolean");
    expect(attributeType("shareGaInstance")).toBe("stringOrBoolean");
    expect(attributeType("onDuplicateDetected")).toBe("function");
    expect(attributeType("respectOpenModals")).toBe("string");
    expect(attributeType("buttonTextSize")).toBe("integerOrString");
  });
});
