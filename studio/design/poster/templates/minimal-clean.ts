/** Minimal: white space, the photo as a clean block, a quiet grotesque headline, hairline rules and one vermilion accent. */
import type { PosterTemplateSource } from "../template-schema";

export default {
  id: "minimal-clean",
  name: "Minimal",
  category: "minimal",
  description: "White space, the photo as a clean block, a quiet headline, hairline rules and one vermilion accent.",
  palette: { primary: "#111318", secondary: "#f3f2ef", accent: "#e8472b", background: "#ffffff", text: "#111318" },
  fonts: { heading: "noto-sans", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 600, leading: 1.1, tracking: -0.02, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.5, color: "text", opacity: 0.7 },
    price: { font: "heading", weight: 600, leading: 1, tracking: -0.02, color: "text" },
    oldPrice: { font: "body", weight: 400, color: "text", strike: true, opacity: 0.6 },
    badge: { font: "body", weight: 700, case: "upper", tracking: 0.1, color: "onAccent", plate: { fill: "accent", shape: "rect", padX: 0.6, padY: 0.45 } },
    coupon: {
      font: "body",
      weight: 600,
      case: "upper",
      tracking: 0.18,
      color: "text",
      plate: { fill: "background", shape: "rect", padX: 0.8, padY: 0.55, border: { color: "text", width: 0.05, dashed: true } },
    },
    couponLabel: { font: "body", weight: 500, case: "upper", tracking: 0.24, color: "text", opacity: 0.6 },
    dates: { font: "body", weight: 500, case: "upper", tracking: 0.18, color: "accent" },
    cta: { font: "body", weight: 600, case: "upper", tracking: 0.14, color: "onPrimary", plate: { fill: "primary", shape: "rect", padX: 1.2, padY: 0.8 } },
  },
  layouts: {
    print: {
      background: "background",
      layers: [
        { kind: "image", frame: "safe", box: [0, 0.05, 1, 0.47] },
        { kind: "logo", box: [0, 0, 0.3, 0.035], align: "start", on: "background" },
        { kind: "text", text: "dates", lines: 1, size: [0.013, 0.016], box: [0.32, 0, 0.68, 0.035], on: "background", align: "end", justify: "center" },
        { kind: "text", text: "badge", size: [0.018, 0.024], box: [0.03, 0.07, 0.5, 0.06], on: "background", align: "start", justify: "start" },
        {
          kind: "stack",
          box: [0, 0.56, 0.86, 0.26],
          on: "background",
          align: "start",
          justify: "start",
          gap: 2,
          items: [
            { text: "headline", size: [0.045, 0.08], lines: 3 },
            { text: "subline", size: [0.019, 0.024], lines: 3, space: 2.4 },
            {
              row: [
                { text: "price", size: [0.03, 0.045] },
                { text: "oldPrice", size: [0.019, 0.024] },
              ],
              gap: 2.4,
              space: 3.2,
            },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.84, 0.7, 0.16],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1.4,
          items: [
            { rule: { width: 0.62, thickness: 0.0012, color: "text" } },
            {
              row: [
                { text: "couponLabel", size: [0.012, 0.014] },
                { text: "coupon", size: [0.015, 0.02] },
              ],
              gap: 2,
              space: 2.4,
            },
            { text: "cta", size: [0.014, 0.018], space: 2.2 },
          ],
        },
        { kind: "qr", box: [0.78, 0.84, 0.22, 0.16], align: "end", justify: "end" },
      ],
    },
    feed: {
      background: "background",
      layers: [
        { kind: "image", frame: "safe", box: [0, 0.06, 1, 0.44] },
        { kind: "logo", box: [0, 0, 0.3, 0.04], align: "start", on: "background" },
        { kind: "text", text: "dates", lines: 1, size: [0.015, 0.018], box: [0.32, 0, 0.68, 0.04], on: "background", align: "end", justify: "center" },
        { kind: "text", text: "badge", size: [0.02, 0.026], box: [0.03, 0.085, 0.5, 0.07], on: "background", align: "start", justify: "start" },
        {
          kind: "stack",
          box: [0, 0.54, 0.9, 0.27],
          on: "background",
          align: "start",
          justify: "start",
          gap: 1.6,
          items: [
            { text: "headline", size: [0.04, 0.068], lines: 3 },
            { text: "subline", size: [0.02, 0.024], lines: 3, space: 2 },
            {
              row: [
                { text: "price", size: [0.03, 0.042] },
                { text: "oldPrice", size: [0.019, 0.024] },
              ],
              gap: 2.4,
              space: 2.6,
            },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.83, 0.72, 0.17],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1.2,
          items: [
            { rule: { width: 0.62, thickness: 0.0015, color: "text" } },
            {
              row: [
                { text: "couponLabel", size: [0.014, 0.016] },
                { text: "coupon", size: [0.016, 0.021] },
              ],
              gap: 2,
              space: 2,
            },
            { text: "cta", size: [0.016, 0.02], space: 2 },
          ],
        },
        { kind: "qr", box: [0.78, 0.83, 0.22, 0.17], align: "end", justify: "end" },
      ],
    },
    story: {
      background: "background",
      layers: [
        { kind: "image", frame: "safe", box: [0, 0.06, 1, 0.43] },
        { kind: "logo", box: [0, 0, 0.34, 0.045], align: "start", on: "background" },
        { kind: "text", text: "dates", lines: 2, size: [0.017, 0.022], box: [0.36, 0, 0.64, 0.045], on: "background", align: "end", justify: "center" },
        { kind: "text", text: "badge", size: [0.026, 0.032], box: [0.03, 0.075, 0.6, 0.05], on: "background", align: "start", justify: "start" },
        {
          kind: "stack",
          box: [0, 0.53, 0.92, 0.3],
          on: "background",
          align: "start",
          justify: "start",
          gap: 2,
          items: [
            { text: "headline", size: [0.05, 0.085], lines: 4 },
            { text: "subline", size: [0.025, 0.03], lines: 4, space: 2.4 },
            {
              row: [
                { text: "price", size: [0.04, 0.055] },
                { text: "oldPrice", size: [0.024, 0.03] },
              ],
              gap: 2.4,
              space: 3.2,
            },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.85, 0.68, 0.15],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1.6,
          items: [
            { rule: { width: 0.6, thickness: 0.0015, color: "text" } },
            {
              row: [
                { text: "couponLabel", size: [0.016, 0.019] },
                { text: "coupon", size: [0.019, 0.025] },
              ],
              gap: 2,
              space: 2.4,
            },
            { text: "cta", size: [0.019, 0.024], space: 2.4 },
          ],
        },
        { kind: "qr", box: [0.72, 0.85, 0.28, 0.15], align: "end", justify: "end" },
      ],
    },
    square: {
      background: "background",
      layers: [
        { kind: "image", frame: "safe", box: [0, 0, 0.46, 1] },
        { kind: "text", text: "badge", size: [0.018, 0.024], box: [0.03, 0.03, 0.4, 0.08], on: "background", align: "start", justify: "start" },
        { kind: "logo", box: [0.54, 0, 0.36, 0.06], align: "start", on: "background" },
        {
          kind: "stack",
          box: [0.54, 0.1, 0.46, 0.56],
          on: "background",
          align: "start",
          justify: "center",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.014, 0.017], lines: 2 },
            { text: "headline", size: [0.034, 0.062], lines: 5, space: 2 },
            { text: "subline", size: [0.017, 0.021], lines: 4, space: 2 },
            {
              row: [
                { text: "price", size: [0.028, 0.04] },
                { text: "oldPrice", size: [0.017, 0.021] },
              ],
              gap: 2,
              space: 2.4,
            },
          ],
        },
        {
          kind: "stack",
          box: [0.54, 0.68, 0.46, 0.32],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1,
          items: [
            {
              row: [
                { text: "couponLabel", size: [0.012, 0.014] },
                { text: "coupon", size: [0.014, 0.019] },
              ],
              gap: 1.6,
            },
            { text: "cta", size: [0.014, 0.018], space: 1.6 },
          ],
        },
        { kind: "qr", box: [0.22, 0.76, 0.22, 0.24], align: "end", justify: "end" },
      ],
    },
  },
} satisfies PosterTemplateSource;
