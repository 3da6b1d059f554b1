/** Bundle deal: the product in a round window on a dotted cream page, sticker badges, coral and indigo. */
import type { TemplateSource } from "../template-schema";

export default {
  id: "bundle-deal",
  name: "Bundle deal",
  category: "sale",
  description: "The product in a round window on a dotted cream page, with sticker badges in coral and indigo.",
  palette: { primary: "#d93a44", secondary: "#2d2a6e", accent: "#ffc145", background: "#fff4ec", text: "#2d2a6e" },
  fonts: { heading: "montserrat", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 800, leading: 1.08, tracking: -0.01, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.4, color: "text", opacity: 0.85 },
    label: { font: "heading", weight: 700, case: "upper", tracking: 0.12, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 0.8, padY: 0.45 } },
    price: { font: "heading", weight: 800, leading: 1, tracking: -0.02, color: "primary" },
    oldPrice: { font: "body", weight: 500, color: "text", strike: true, opacity: 0.65 },
    badge: { font: "heading", weight: 800, color: "onAccent", plate: { fill: "accent", shape: "circle", padX: 0.45, padY: 0.45 } },
    cta: { font: "heading", weight: 700, color: "onSecondary", plate: { fill: "secondary", shape: "pill", padX: 1.2, padY: 0.65 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 1, 0.6], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.08, 0.02, 0.84, 0.5], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.58, 1, 0.34],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.06, 0.1], lines: 3 },
              { text: "subline", size: [0.03, 0.036], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.3, 0.94, 0.4, 0.06], align: "center" },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.55, 1], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0, 0.06, 0.5, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 0.86],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { text: "subline", size: [0.026, 0.032], lines: 4 },
            ],
          },
          { kind: "logo", box: [0.55, 0.9, 0.4, 0.1], align: "start" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.5, 1], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.02, 0, 0.42, 1], shape: "circle" },
          {
            kind: "stack",
            box: [0.5, 0, 0.5, 0.84],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.5, 0.88, 0.3, 0.12], align: "start" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.14, 1], color: "primary", opacity: 0.22, spacing: 0.2 },
          { kind: "image", box: [0.02, 0.05, 0.1, 0.9], shape: "circle" },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 1, 0.62], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.06, 0.02, 0.88, 0.54], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.62, 1, 0.38],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.022, 0.026], lines: 1 },
              { text: "headline", size: [0.055, 0.085], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.55, 1], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0, 0.06, 0.5, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.02, 0.024], lines: 1 },
              { text: "headline", size: [0.05, 0.075], lines: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.5, 1], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.02, 0, 0.42, 1], shape: "circle" },
          {
            kind: "stack",
            box: [0.5, 0, 0.5, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.026, 0.03], lines: 1 },
              { text: "headline", size: [0.06, 0.095], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.14, 1], color: "primary", opacity: 0.22, spacing: 0.2 },
          { kind: "image", box: [0.02, 0.05, 0.1, 0.9], shape: "circle" },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.85, 1], on: "background", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 1, 0.56], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.1, 0.02, 0.8, 0.46], shape: "circle" },
          { kind: "text", text: "badge", size: [0.045, 0.062], lines: 2, box: [0.72, 0, 0.28, 0.17], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.54, 1, 0.46],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.06], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.11, 0.16] },
                  { text: "oldPrice", size: [0.04, 0.05] },
                ],
                gap: 3,
                space: 2,
              },
              { text: "cta", size: [0.032, 0.038], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.55, 1], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0, 0.1, 0.5, 0.8], shape: "circle" },
          { kind: "text", text: "badge", size: [0.04, 0.055], lines: 2, box: [0.3, 0, 0.22, 0.24], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.04, 0.055], lines: 3 },
              { text: "price", size: [0.09, 0.14], space: 3 },
              { text: "oldPrice", size: [0.034, 0.042] },
              { text: "cta", size: [0.028, 0.032], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.5, 1], color: "primary", opacity: 0.22, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.02, 0.04, 0.4, 0.92], shape: "circle" },
          { kind: "text", text: "badge", size: [0.05, 0.065], lines: 2, box: [0.3, 0, 0.16, 0.34], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.5, 0, 0.5, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.068], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.12, 0.17] },
                  { text: "oldPrice", size: [0.045, 0.055] },
                ],
                gap: 3,
                space: 2,
              },
              { text: "cta", size: [0.036, 0.042], space: 5 },
            ],
          },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 0.14, 1], color: "primary", opacity: 0.22, spacing: 0.2 },
          { kind: "image", box: [0.02, 0.05, 0.1, 0.9], shape: "circle" },
          {
            kind: "stack",
            box: [0.15, 0, 0.6, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 0,
            items: [
              {
                row: [
                  { text: "price", size: [0.34, 0.44] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.2, 0.24] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "secondary",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 1, 1], color: "accent", opacity: 0.16, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.16, 0.04, 0.68, 0.4], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.5, 1, 0.4],
            on: "secondary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.036, 0.042] },
            ],
          },
          { kind: "logo", box: [0.3, 0.93, 0.4, 0.07], align: "center", on: "secondary" },
        ],
      },
      square: {
        background: "secondary",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 1, 1], color: "accent", opacity: 0.16, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0, 0.08, 0.48, 0.84], shape: "circle" },
          {
            kind: "stack",
            box: [0.54, 0, 0.46, 0.86],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { text: "cta", size: [0.028, 0.034] },
            ],
          },
          { kind: "logo", box: [0.54, 0.9, 0.4, 0.1], align: "start", on: "secondary" },
        ],
      },
      wide: {
        background: "secondary",
        layers: [
          { kind: "pattern", pattern: "dots", box: [0, 0, 1, 1], color: "accent", opacity: 0.16, spacing: 0.04 },
          { kind: "image", frame: "safe", box: [0.02, 0.02, 0.42, 0.96], shape: "circle" },
          {
            kind: "stack",
            box: [0.5, 0, 0.5, 0.84],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.036, 0.042] },
            ],
          },
          { kind: "logo", box: [0.5, 0.88, 0.3, 0.12], align: "start", on: "secondary" },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0.02, 0.05, 0.1, 0.9], shape: "circle" },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
