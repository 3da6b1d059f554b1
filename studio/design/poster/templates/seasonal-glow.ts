/** Seasonal glow: warm cream and terracotta, the photo in a circle ringed like a low sun, a serif headline centred beneath, a deep green offer band. */
import type { PosterTemplateSource } from "../template-schema";

export default {
  id: "seasonal-glow",
  name: "Seasonal glow",
  category: "seasonal",
  description: "Warm cream and terracotta, the photo in a circle ringed like a low sun, a serif headline and a deep green offer band.",
  palette: { primary: "#c8553d", secondary: "#24453a", accent: "#f2a541", background: "#fbf1e3", text: "#2b1d16" },
  fonts: { heading: "playfair-display", body: "montserrat" },
  text: {
    headline: { font: "heading", weight: 700, leading: 1.08, tracking: -0.01, color: "text" },
    subline: { font: "body", weight: 500, leading: 1.45, color: "text", opacity: 0.8 },
    price: { font: "heading", weight: 700, leading: 1, color: "accent" },
    oldPrice: { font: "body", weight: 500, color: "onSecondary", strike: true, opacity: 0.75 },
    badge: { font: "heading", weight: 800, color: "onPrimary", plate: { fill: "primary", shape: "circle", padX: 0.3, padY: 0.3 } },
    coupon: {
      font: "body",
      weight: 800,
      case: "upper",
      tracking: 0.16,
      color: "secondary",
      plate: { fill: "background", shape: "rounded", padX: 0.8, padY: 0.55, border: { color: "accent", width: 0.07, dashed: true } },
    },
    couponLabel: { font: "body", weight: 700, case: "upper", tracking: 0.24, color: "onSecondary", opacity: 0.8 },
    dates: { font: "body", weight: 600, case: "upper", tracking: 0.16, color: "primary" },
    cta: { font: "body", weight: 800, case: "upper", tracking: 0.1, color: "onAccent", plate: { fill: "accent", shape: "pill", padX: 1.1, padY: 0.65 } },
  },
  layouts: {
    print: {
      background: { gradient: ["background", "white"], angle: 90 },
      layers: [
        { kind: "pattern", pattern: "rings", box: [0.1, 0.02, 0.8, 0.5], color: "primary", opacity: 0.16, spacing: 0.045 },
        { kind: "image", frame: "safe", box: [0.18, 0.03, 0.64, 0.42], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.22, 0.05], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.035, 0.06], box: [0.76, 0.28, 0.24, 0.18], on: "background", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0.04, 0.48, 0.92, 0.29],
          on: "background",
          align: "center",
          justify: "center",
          gap: 2,
          items: [
            { text: "dates", size: [0.016, 0.022], lines: 2 },
            { text: "headline", size: [0.05, 0.09], lines: 3, space: 2.4 },
            { rule: { width: 0.08, thickness: 0.004, color: "primary" }, space: 3 },
            { text: "subline", size: [0.02, 0.026], lines: 3, space: 3 },
          ],
        },
        { kind: "shape", shape: "rect", box: [0, 0.75, 1, 0.25], fill: "secondary", with: ["price", "oldPrice", "coupon", "cta", "qr"] },
        {
          kind: "stack",
          box: [0, 0.8, 0.7, 0.2],
          on: "secondary",
          align: "start",
          justify: "center",
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
        { kind: "qr", box: [0.76, 0.8, 0.24, 0.2], align: "end", justify: "center" },
      ],
    },
    feed: {
      background: { gradient: ["background", "white"], angle: 90 },
      layers: [
        { kind: "pattern", pattern: "rings", box: [0.12, 0.02, 0.76, 0.48], color: "primary", opacity: 0.16, spacing: 0.05 },
        { kind: "image", frame: "safe", box: [0.22, 0.02, 0.56, 0.4], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.22, 0.06], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.035, 0.055], box: [0.76, 0.24, 0.24, 0.2], on: "background", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0.04, 0.45, 0.92, 0.3],
          on: "background",
          align: "center",
          justify: "center",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.017, 0.021], lines: 2 },
            { text: "headline", size: [0.045, 0.08], lines: 3, space: 2 },
            { rule: { width: 0.08, thickness: 0.004, color: "primary" }, space: 2.4 },
            { text: "subline", size: [0.02, 0.025], lines: 3, space: 2.4 },
          ],
        },
        { kind: "shape", shape: "rect", box: [0, 0.73, 1, 0.27], fill: "secondary", with: ["price", "oldPrice", "coupon", "cta", "qr"] },
        {
          kind: "stack",
          box: [0, 0.78, 0.72, 0.22],
          on: "secondary",
          align: "start",
          justify: "center",
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
        { kind: "qr", box: [0.76, 0.79, 0.24, 0.2], align: "end", justify: "center" },
      ],
    },
    story: {
      background: { gradient: ["background", "white"], angle: 90 },
      layers: [
        { kind: "pattern", pattern: "rings", box: [0, 0.02, 1, 0.46], color: "primary", opacity: 0.16, spacing: 0.06 },
        { kind: "image", frame: "safe", box: [0.1, 0.04, 0.8, 0.4], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.24, 0.045], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.045, 0.07], box: [0.7, 0.3, 0.3, 0.16], on: "background", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0.02, 0.47, 0.96, 0.3],
          on: "background",
          align: "center",
          justify: "center",
          gap: 2,
          items: [
            { text: "dates", size: [0.022, 0.028], lines: 2 },
            { text: "headline", size: [0.055, 0.1], lines: 4, space: 2.4 },
            { rule: { width: 0.1, thickness: 0.005, color: "primary" }, space: 3 },
            { text: "subline", size: [0.026, 0.032], lines: 4, space: 3 },
          ],
        },
        { kind: "shape", shape: "rect", box: [0, 0.74, 1, 0.26], fill: "secondary", with: ["price", "oldPrice", "coupon", "cta", "qr"] },
        {
          kind: "stack",
          box: [0, 0.82, 0.68, 0.18],
          on: "secondary",
          align: "start",
          justify: "center",
          gap: 1.4,
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
        { kind: "qr", box: [0.72, 0.83, 0.28, 0.17], align: "end", justify: "center" },
      ],
    },
    square: {
      background: { gradient: ["background", "white"], angle: 0 },
      layers: [
        { kind: "pattern", pattern: "rings", box: [0, 0.05, 0.52, 0.8], color: "primary", opacity: 0.16, spacing: 0.05 },
        { kind: "image", frame: "safe", box: [0, 0.08, 0.46, 0.6], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.3, 0.07], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.032, 0.05], box: [0.3, 0.5, 0.2, 0.2], on: "background", align: "end", justify: "end" },
        {
          kind: "stack",
          box: [0.54, 0, 0.46, 0.7],
          on: "background",
          align: "start",
          justify: "center",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.016, 0.02], lines: 2 },
            { text: "headline", size: [0.036, 0.075], lines: 5, space: 2 },
            { rule: { width: 0.08, thickness: 0.004, color: "primary" }, space: 2.4 },
            { text: "subline", size: [0.018, 0.023], lines: 4, space: 2.4 },
          ],
        },
        { kind: "shape", shape: "rect", box: [0, 0.72, 1, 0.28], fill: "secondary", with: ["price", "oldPrice", "coupon", "cta", "qr"] },
        {
          kind: "stack",
          box: [0, 0.78, 0.74, 0.22],
          on: "secondary",
          align: "start",
          justify: "center",
          gap: 1,
          items: [
            {
              row: [
                { text: "price", size: [0.032, 0.05] },
                { text: "oldPrice", size: [0.018, 0.024] },
              ],
              gap: 2,
            },
            {
              row: [
                { text: "couponLabel", size: [0.013, 0.015] },
                { text: "coupon", size: [0.015, 0.022] },
              ],
              gap: 2,
              space: 1.4,
            },
            { text: "cta", size: [0.015, 0.02], space: 1.6 },
          ],
        },
        { kind: "qr", box: [0.78, 0.78, 0.22, 0.22], align: "end", justify: "center" },
      ],
    },
  },
} satisfies PosterTemplateSource;
