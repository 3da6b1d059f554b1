/** Event night: a violet-to-magenta night sky with rings, the photo in an arch, the date up front in gold over tall condensed capitals. */
import type { FillSource, PosterTemplateSource } from "../template-schema";

const sky: FillSource = { gradient: ["secondary", "primary"], angle: 65 };

export default {
  id: "event-night",
  name: "Event night",
  category: "event",
  description: "A violet-to-magenta night sky with rings, the photo in an arch and the date up front in gold over tall capitals.",
  palette: { primary: "#c2185b", secondary: "#2a0f57", accent: "#ffc93c", background: "#2a0f57", text: "#ffffff" },
  fonts: { heading: "oswald", body: "montserrat" },
  text: {
    headline: { font: "heading", weight: 600, case: "upper", leading: 1.02, tracking: 0.01, color: "white" },
    subline: { font: "body", weight: 500, leading: 1.45, color: "white", opacity: 0.85 },
    price: { font: "heading", weight: 600, leading: 1, color: "accent" },
    oldPrice: { font: "body", weight: 500, color: "white", strike: true, opacity: 0.75 },
    badge: { font: "heading", weight: 600, case: "upper", color: "onAccent", plate: { fill: "accent", shape: "circle", padX: 0.3, padY: 0.3 } },
    coupon: {
      font: "body",
      weight: 800,
      case: "upper",
      tracking: 0.16,
      color: "accent",
      plate: { fill: "secondary", shape: "rect", padX: 0.8, padY: 0.55, border: { color: "accent", width: 0.06, dashed: true } },
    },
    couponLabel: { font: "body", weight: 700, case: "upper", tracking: 0.24, color: "white", opacity: 0.8 },
    dates: { font: "heading", weight: 500, case: "upper", tracking: 0.08, leading: 1.1, color: "accent" },
    cta: { font: "body", weight: 800, case: "upper", tracking: 0.1, color: "onAccent", plate: { fill: "accent", shape: "rect", padX: 1.1, padY: 0.7 } },
  },
  layouts: {
    print: {
      background: sky,
      layers: [
        { kind: "pattern", pattern: "rings", box: [0.2, 0, 0.8, 0.56], color: "white", opacity: 0.1, spacing: 0.05 },
        { kind: "image", frame: "safe", box: [0.36, 0, 0.64, 0.5], shape: "arch" },
        { kind: "logo", box: [0, 0, 0.32, 0.05], align: "start", on: "secondary" },
        { kind: "text", text: "badge", lines: 2, size: [0.035, 0.06], box: [0, 0.24, 0.32, 0.24], on: "secondary", align: "start", justify: "center" },
        {
          kind: "stack",
          box: [0, 0.53, 1, 0.28],
          on: "primary",
          align: "start",
          justify: "center",
          gap: 2,
          items: [
            { text: "dates", size: [0.028, 0.042], lines: 2 },
            { text: "headline", size: [0.06, 0.11], lines: 3, space: 2.4 },
            { text: "subline", size: [0.02, 0.026], lines: 3 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.83, 0.7, 0.17],
          on: "primary",
          align: "start",
          justify: "end",
          gap: 1.4,
          items: [
            {
              row: [
                { text: "price", size: [0.04, 0.06] },
                { text: "oldPrice", size: [0.02, 0.026] },
              ],
              gap: 2.4,
            },
            {
              row: [
                { text: "couponLabel", size: [0.013, 0.015] },
                { text: "coupon", size: [0.017, 0.024] },
              ],
              gap: 2,
              space: 1.8,
            },
            { text: "cta", size: [0.016, 0.021], space: 2.2 },
          ],
        },
        { kind: "qr", box: [0.76, 0.83, 0.24, 0.17], align: "end", justify: "end" },
      ],
    },
    feed: {
      background: sky,
      layers: [
        { kind: "pattern", pattern: "rings", box: [0.25, 0, 0.75, 0.55], color: "white", opacity: 0.1, spacing: 0.06 },
        { kind: "image", frame: "safe", box: [0.42, 0, 0.58, 0.48], shape: "arch" },
        { kind: "logo", box: [0, 0, 0.34, 0.06], align: "start", on: "secondary" },
        { kind: "text", text: "badge", lines: 2, size: [0.035, 0.06], box: [0, 0.2, 0.36, 0.26], on: "secondary", align: "start", justify: "center" },
        {
          kind: "stack",
          box: [0, 0.51, 1, 0.27],
          on: "primary",
          align: "start",
          justify: "center",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.026, 0.038], lines: 2 },
            { text: "headline", size: [0.05, 0.09], lines: 3, space: 2 },
            { text: "subline", size: [0.021, 0.026], lines: 3 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.8, 0.72, 0.2],
          on: "primary",
          align: "start",
          justify: "end",
          gap: 1.2,
          items: [
            {
              row: [
                { text: "price", size: [0.036, 0.055] },
                { text: "oldPrice", size: [0.02, 0.026] },
              ],
              gap: 2.4,
            },
            {
              row: [
                { text: "couponLabel", size: [0.014, 0.016] },
                { text: "coupon", size: [0.017, 0.024] },
              ],
              gap: 2,
              space: 1.6,
            },
            { text: "cta", size: [0.017, 0.022], space: 2 },
          ],
        },
        { kind: "qr", box: [0.76, 0.8, 0.24, 0.2], align: "end", justify: "end" },
      ],
    },
    story: {
      background: sky,
      layers: [
        { kind: "pattern", pattern: "rings", box: [0, 0, 1, 0.56], color: "white", opacity: 0.1, spacing: 0.07 },
        { kind: "image", frame: "safe", box: [0.2, 0.06, 0.8, 0.42], shape: "arch" },
        { kind: "logo", box: [0, 0, 0.34, 0.05], align: "start", on: "secondary" },
        { kind: "text", text: "badge", lines: 2, size: [0.045, 0.07], box: [0, 0.3, 0.3, 0.16], on: "secondary", align: "start", justify: "end" },
        {
          kind: "stack",
          box: [0, 0.5, 1, 0.3],
          on: "primary",
          align: "start",
          justify: "center",
          gap: 2.4,
          items: [
            { text: "dates", size: [0.034, 0.05], lines: 2 },
            { text: "headline", size: [0.065, 0.12], lines: 4, space: 2.4 },
            { text: "subline", size: [0.026, 0.034], lines: 4 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.82, 0.68, 0.18],
          on: "primary",
          align: "start",
          justify: "end",
          gap: 1.6,
          items: [
            {
              row: [
                { text: "price", size: [0.045, 0.07] },
                { text: "oldPrice", size: [0.024, 0.032] },
              ],
              gap: 2.4,
            },
            {
              row: [
                { text: "couponLabel", size: [0.016, 0.019] },
                { text: "coupon", size: [0.02, 0.028] },
              ],
              gap: 2,
              space: 2,
            },
            { text: "cta", size: [0.02, 0.028], space: 2.4 },
          ],
        },
        { kind: "qr", box: [0.72, 0.84, 0.28, 0.16], align: "end", justify: "end" },
      ],
    },
    square: {
      background: sky,
      layers: [
        { kind: "pattern", pattern: "rings", box: [0.45, 0, 0.55, 1], color: "white", opacity: 0.1, spacing: 0.06 },
        { kind: "image", frame: "safe", box: [0.56, 0, 0.44, 0.66], shape: "arch" },
        { kind: "logo", box: [0, 0, 0.34, 0.08], align: "start", on: "secondary" },
        { kind: "text", text: "badge", lines: 2, size: [0.032, 0.05], box: [0.56, 0.7, 0.2, 0.3], on: "primary", align: "start", justify: "end" },
        {
          kind: "stack",
          box: [0, 0.12, 0.52, 0.52],
          on: "secondary",
          align: "start",
          justify: "center",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.024, 0.034], lines: 2 },
            { text: "headline", size: [0.04, 0.08], lines: 5, space: 2 },
            { text: "subline", size: [0.019, 0.024], lines: 4 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.66, 0.52, 0.34],
          on: "primary",
          align: "start",
          justify: "end",
          gap: 1.2,
          items: [
            {
              row: [
                { text: "price", size: [0.034, 0.05] },
                { text: "oldPrice", size: [0.018, 0.024] },
              ],
              gap: 2,
            },
            { text: "couponLabel", size: [0.014, 0.016], space: 1.6 },
            { text: "coupon", size: [0.016, 0.024], space: 0.6 },
            { text: "cta", size: [0.016, 0.022], space: 2 },
          ],
        },
        { kind: "qr", box: [0.78, 0.74, 0.22, 0.26], align: "end", justify: "end" },
      ],
    },
  },
} satisfies PosterTemplateSource;
