/** Fresh plate: the dish in a large round plate framed by rings, herb green and apricot, a warm serif. */
import type { TemplateSource } from "../template-schema";

export default {
  id: "fresh-plate",
  name: "Fresh plate",
  category: "food",
  description: "The dish served in a large round frame with rings around it, herb green and apricot, a warm serif.",
  palette: { primary: "#3a7d44", secondary: "#1f3d2b", accent: "#f4a259", background: "#f6f4ea", text: "#1f3d2b" },
  fonts: { heading: "lora", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 700, leading: 1.12, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.45, color: "text", opacity: 0.82 },
    label: { font: "body", weight: 700, case: "upper", tracking: 0.2, color: "primary" },
    price: { font: "heading", weight: 700, leading: 1, color: "primary" },
    oldPrice: { font: "body", weight: 500, color: "text", strike: true, opacity: 0.6 },
    badge: { font: "body", weight: 800, color: "onAccent", plate: { fill: "accent", shape: "circle", padX: 0.45, padY: 0.45 } },
    cta: { font: "body", weight: 700, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 1.2, padY: 0.7 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0, 0, 1, 0.6], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", box: [0.12, 0.08, 0.76, 0.46], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.62, 1, 0.31],
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
          { kind: "pattern", pattern: "rings", box: [0, 0, 0.56, 1], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", frame: "safe", box: [0, 0.04, 0.5, 0.92], shape: "circle" },
          {
            kind: "stack",
            box: [0.56, 0, 0.44, 0.86],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { text: "subline", size: [0.026, 0.032], lines: 4 },
            ],
          },
          { kind: "logo", box: [0.56, 0.9, 0.4, 0.1], align: "start" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0.48, 0, 0.52, 1], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", box: [0.52, 0.06, 0.44, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0, 0.5, 0.84],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
          { kind: "logo", box: [0, 0.88, 0.3, 0.12], align: "start" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0.01, 0.05, 0.11, 0.9], shape: "circle" },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.17, 0.21], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0, 0, 1, 0.62], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", box: [0.1, 0.08, 0.8, 0.48], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.64, 1, 0.36],
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
          { kind: "pattern", pattern: "rings", box: [0, 0, 0.56, 1], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", frame: "safe", box: [0, 0.04, 0.5, 0.92], shape: "circle" },
          {
            kind: "stack",
            box: [0.56, 0, 0.44, 1],
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
          { kind: "pattern", pattern: "rings", box: [0.48, 0, 0.52, 1], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", box: [0.52, 0.06, 0.44, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0, 0.5, 1],
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
          { kind: "image", box: [0.01, 0.05, 0.11, 0.9], shape: "circle" },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.85, 1], on: "background", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0, 0, 1, 0.58], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", box: [0.14, 0.08, 0.72, 0.44], shape: "circle" },
          { kind: "text", text: "badge", size: [0.045, 0.062], lines: 2, box: [0.72, 0.02, 0.28, 0.17], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.58, 1, 0.42],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.06], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.1, 0.15] },
                  { text: "oldPrice", size: [0.04, 0.05] },
                ],
                gap: 3,
                space: 2,
              },
              { text: "cta", size: [0.03, 0.036], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0, 0, 0.56, 1], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", frame: "safe", box: [0, 0.1, 0.5, 0.8], shape: "circle" },
          { kind: "text", text: "badge", size: [0.04, 0.055], lines: 2, box: [0.3, 0, 0.22, 0.24], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.56, 0, 0.44, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.04, 0.055], lines: 3 },
              { text: "price", size: [0.09, 0.13], space: 3 },
              { text: "oldPrice", size: [0.034, 0.042] },
              { text: "cta", size: [0.026, 0.03], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0.48, 0, 0.52, 1], color: "primary", opacity: 0.16, spacing: 0.035 },
          { kind: "image", box: [0.52, 0.06, 0.44, 0.88], shape: "circle" },
          { kind: "text", text: "badge", size: [0.05, 0.065], lines: 2, box: [0.84, 0, 0.16, 0.34], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0, 0.5, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.068], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.11, 0.16] },
                  { text: "oldPrice", size: [0.045, 0.055] },
                ],
                gap: 3,
                space: 2,
              },
              { text: "cta", size: [0.034, 0.04], space: 5 },
            ],
          },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0.01, 0.05, 0.11, 0.9], shape: "circle" },
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
          { kind: "text", text: "badge", size: [0.22, 0.26], lines: 1, box: [0.8, 0, 0.2, 1], on: "background", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "primary",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0, 0, 1, 0.56], color: "white", opacity: 0.12, spacing: 0.035 },
          { kind: "image", box: [0.16, 0.08, 0.68, 0.42], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.58, 1, 0.32],
            on: "primary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.06, 0.1], lines: 3 },
              { text: "cta", size: [0.034, 0.04] },
            ],
          },
          { kind: "logo", box: [0.3, 0.93, 0.4, 0.07], align: "center", on: "primary" },
        ],
      },
      square: {
        background: "primary",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0, 0, 0.56, 1], color: "white", opacity: 0.12, spacing: 0.035 },
          { kind: "image", frame: "safe", box: [0, 0.06, 0.5, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0.56, 0, 0.44, 0.86],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { text: "cta", size: [0.028, 0.032] },
            ],
          },
          { kind: "logo", box: [0.56, 0.9, 0.4, 0.1], align: "start", on: "primary" },
        ],
      },
      wide: {
        background: "primary",
        layers: [
          { kind: "pattern", pattern: "rings", box: [0.48, 0, 0.52, 1], color: "white", opacity: 0.12, spacing: 0.035 },
          { kind: "image", box: [0.52, 0.06, 0.44, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0, 0.5, 0.84],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.034, 0.04] },
            ],
          },
          { kind: "logo", box: [0, 0.88, 0.3, 0.12], align: "start", on: "primary" },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0.01, 0.05, 0.11, 0.9], shape: "circle" },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "primary", align: "start" },
          { kind: "text", text: "cta", size: [0.17, 0.21], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "primary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
