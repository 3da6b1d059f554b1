/** Chef's special: a slate-green menu board with a faint grid, the dish on a round plate, a serif headline between hairlines and the price in mustard. */
import type { PosterTemplateSource } from "../template-schema";

export default {
  id: "chef-special",
  name: "Chef's special",
  category: "menu-special",
  description: "A slate-green menu board, the dish on a round plate, a serif headline between hairlines and the price in mustard.",
  palette: { primary: "#e9b44c", secondary: "#16211c", accent: "#e9b44c", background: "#1f2d26", text: "#f4ead5" },
  fonts: { heading: "playfair-display", body: "lora" },
  text: {
    headline: { font: "heading", weight: 700, leading: 1.1, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.45, color: "text", opacity: 0.85 },
    price: { font: "heading", weight: 800, leading: 1, color: "primary" },
    oldPrice: { font: "body", weight: 500, color: "text", strike: true, opacity: 0.7 },
    badge: { font: "heading", weight: 800, color: "onPrimary", plate: { fill: "primary", shape: "circle", padX: 0.3, padY: 0.3 } },
    coupon: {
      font: "body",
      weight: 700,
      case: "upper",
      tracking: 0.18,
      color: "primary",
      plate: { fill: "secondary", shape: "rect", padX: 0.8, padY: 0.55, border: { color: "primary", width: 0.06, dashed: true } },
    },
    couponLabel: { font: "body", weight: 600, case: "upper", tracking: 0.26, color: "text", opacity: 0.75 },
    dates: { font: "body", weight: 600, case: "upper", tracking: 0.2, color: "primary" },
    cta: { font: "body", weight: 700, case: "upper", tracking: 0.14, color: "onPrimary", plate: { fill: "primary", shape: "rect", padX: 1.1, padY: 0.7 } },
  },
  layouts: {
    print: {
      background: "background",
      layers: [
        { kind: "pattern", pattern: "grid", box: [0, 0, 1, 1], color: "text", opacity: 0.05, spacing: 0.05 },
        { kind: "shape", shape: "circle", frame: "safe", box: [0.13, 0, 0.74, 0.5], fill: "secondary" },
        { kind: "image", frame: "safe", box: [0.17, 0.025, 0.66, 0.45], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.2, 0.05], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.035, 0.06], box: [0.74, 0.3, 0.26, 0.18], on: "background", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0.04, 0.51, 0.92, 0.31],
          on: "background",
          align: "center",
          justify: "center",
          gap: 2,
          items: [
            { text: "dates", size: [0.015, 0.019], lines: 2 },
            { rule: { width: 0.3, thickness: 0.002, color: "primary" }, space: 2.4 },
            { text: "headline", size: [0.05, 0.09], lines: 3, space: 2.8 },
            { rule: { width: 0.3, thickness: 0.002, color: "primary" }, space: 2.8 },
            { text: "subline", size: [0.02, 0.026], lines: 3, space: 2.4 },
            {
              row: [
                { text: "price", size: [0.045, 0.075] },
                { text: "oldPrice", size: [0.022, 0.03] },
              ],
              gap: 2.4,
              space: 2.4,
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
            {
              row: [
                { text: "couponLabel", size: [0.013, 0.015] },
                { text: "coupon", size: [0.017, 0.024] },
              ],
              gap: 2,
            },
            { text: "cta", size: [0.016, 0.021], space: 2.2 },
          ],
        },
        { kind: "qr", box: [0.76, 0.84, 0.24, 0.16], align: "end", justify: "end" },
      ],
    },
    feed: {
      background: "background",
      layers: [
        { kind: "pattern", pattern: "grid", box: [0, 0, 1, 1], color: "text", opacity: 0.05, spacing: 0.06 },
        { kind: "shape", shape: "circle", frame: "safe", box: [0.2, 0, 0.6, 0.46], fill: "secondary" },
        { kind: "image", frame: "safe", box: [0.235, 0.025, 0.53, 0.41], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.2, 0.06], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.035, 0.055], box: [0.76, 0.26, 0.24, 0.2], on: "background", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0.04, 0.48, 0.92, 0.33],
          on: "background",
          align: "center",
          justify: "center",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.017, 0.021], lines: 2 },
            { rule: { width: 0.3, thickness: 0.002, color: "primary" }, space: 2 },
            { text: "headline", size: [0.042, 0.075], lines: 3, space: 2.4 },
            { rule: { width: 0.3, thickness: 0.002, color: "primary" }, space: 2.4 },
            { text: "subline", size: [0.02, 0.025], lines: 3, space: 2 },
            {
              row: [
                { text: "price", size: [0.04, 0.065] },
                { text: "oldPrice", size: [0.022, 0.028] },
              ],
              gap: 2.4,
              space: 2,
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
            {
              row: [
                { text: "couponLabel", size: [0.014, 0.016] },
                { text: "coupon", size: [0.017, 0.024] },
              ],
              gap: 2,
            },
            { text: "cta", size: [0.017, 0.022], space: 2 },
          ],
        },
        { kind: "qr", box: [0.78, 0.83, 0.22, 0.17], align: "end", justify: "end" },
      ],
    },
    story: {
      background: "background",
      layers: [
        { kind: "pattern", pattern: "grid", box: [0, 0, 1, 1], color: "text", opacity: 0.05, spacing: 0.07 },
        { kind: "shape", shape: "circle", frame: "safe", box: [0.04, 0.02, 0.92, 0.4], fill: "secondary" },
        { kind: "image", frame: "safe", box: [0.1, 0.045, 0.8, 0.35], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.24, 0.045], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.045, 0.07], box: [0.7, 0.29, 0.3, 0.15], on: "background", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0.02, 0.45, 0.96, 0.37],
          on: "background",
          align: "center",
          justify: "center",
          gap: 2.2,
          items: [
            { text: "dates", size: [0.022, 0.028], lines: 2 },
            { rule: { width: 0.34, thickness: 0.003, color: "primary" }, space: 2.6 },
            { text: "headline", size: [0.055, 0.1], lines: 4, space: 3 },
            { rule: { width: 0.34, thickness: 0.003, color: "primary" }, space: 3 },
            { text: "subline", size: [0.026, 0.032], lines: 4, space: 2.6 },
            {
              row: [
                { text: "price", size: [0.05, 0.085] },
                { text: "oldPrice", size: [0.026, 0.036] },
              ],
              gap: 2.4,
              space: 2.6,
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
            {
              row: [
                { text: "couponLabel", size: [0.016, 0.019] },
                { text: "coupon", size: [0.02, 0.028] },
              ],
              gap: 2,
            },
            { text: "cta", size: [0.02, 0.028], space: 2.4 },
          ],
        },
        { kind: "qr", box: [0.72, 0.85, 0.28, 0.15], align: "end", justify: "end" },
      ],
    },
    square: {
      background: "background",
      layers: [
        { kind: "pattern", pattern: "grid", box: [0, 0, 1, 1], color: "text", opacity: 0.05, spacing: 0.06 },
        { kind: "shape", shape: "circle", frame: "safe", box: [0, 0.1, 0.5, 0.64], fill: "secondary" },
        { kind: "image", frame: "safe", box: [0.03, 0.13, 0.44, 0.58], shape: "circle" },
        { kind: "logo", box: [0, 0, 0.3, 0.08], align: "start", on: "background" },
        { kind: "text", text: "badge", lines: 2, size: [0.032, 0.05], box: [0.3, 0.56, 0.2, 0.22], on: "background", align: "end", justify: "end" },
        {
          kind: "stack",
          box: [0.54, 0, 0.46, 0.76],
          on: "background",
          align: "center",
          justify: "center",
          gap: 1.4,
          items: [
            { text: "dates", size: [0.015, 0.019], lines: 2 },
            { rule: { width: 0.22, thickness: 0.002, color: "primary" }, space: 1.8 },
            { text: "headline", size: [0.034, 0.07], lines: 5, space: 2 },
            { rule: { width: 0.22, thickness: 0.002, color: "primary" }, space: 2 },
            { text: "subline", size: [0.017, 0.022], lines: 4, space: 1.8 },
            {
              row: [
                { text: "price", size: [0.032, 0.055] },
                { text: "oldPrice", size: [0.018, 0.024] },
              ],
              gap: 2,
              space: 2,
            },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.82, 0.74, 0.18],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1,
          items: [
            {
              row: [
                { text: "couponLabel", size: [0.013, 0.015] },
                { text: "coupon", size: [0.015, 0.022] },
              ],
              gap: 2,
            },
            { text: "cta", size: [0.015, 0.02], space: 1.6 },
          ],
        },
        { kind: "qr", box: [0.78, 0.78, 0.22, 0.22], align: "end", justify: "end" },
      ],
    },
  },
} satisfies PosterTemplateSource;
