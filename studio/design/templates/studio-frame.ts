/** Studio frame: the photo matted like a gallery print, a classic serif centred beneath it, deep green and brass. */
import type { TemplateSource } from "../template-schema";

export default {
  id: "studio-frame",
  name: "Studio frame",
  category: "spotlight",
  description: "The photo matted like a print in a gallery, with a classic serif headline centred beneath it.",
  palette: { primary: "#2f4a3a", secondary: "#1c2a22", accent: "#c9a96e", background: "#ece7dd", text: "#1d211e" },
  fonts: { heading: "playfair-display", body: "montserrat" },
  text: {
    headline: { font: "heading", weight: 700, leading: 1.1, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.5, color: "text", opacity: 0.8 },
    label: { font: "body", weight: 600, case: "upper", tracking: 0.26, color: "primary" },
    price: { font: "heading", weight: 700, leading: 1, color: "text" },
    oldPrice: { font: "body", weight: 400, color: "text", strike: true, opacity: 0.6 },
    badge: { font: "body", weight: 700, case: "upper", tracking: 0.04, color: "onAccent", plate: { fill: "accent", shape: "circle", padX: 0.5, padY: 0.5 } },
    cta: { font: "body", weight: 600, case: "upper", tracking: 0.16, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 1.4, padY: 0.8 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 1, 0.6], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.06, 0.035, 0.88, 0.53] },
          {
            kind: "stack",
            box: [0.04, 0.65, 0.92, 0.27],
            on: "background",
            align: "center",
            justify: "start",
            gap: 3,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { rule: { width: 0.08, thickness: 0.003, color: "accent" } },
              { text: "subline", size: [0.03, 0.036], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.3, 0.94, 0.4, 0.06], align: "center" },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 0.54, 1], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.04, 0.04, 0.46, 0.92] },
          {
            kind: "stack",
            box: [0.59, 0, 0.41, 0.86],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { rule: { width: 0.07, thickness: 0.003, color: "accent" } },
              { text: "subline", size: [0.026, 0.032], lines: 4 },
            ],
          },
          { kind: "logo", box: [0.62, 0.9, 0.35, 0.1], align: "center" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 0.46, 1], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.025, 0.045, 0.41, 0.91] },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 0.84],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { rule: { width: 0.08, thickness: 0.004, color: "accent" } },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.61, 0.88, 0.3, 0.12], align: "center" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", box: [0, 0, 0.14, 1], fill: "primary" },
          { kind: "image", box: [0.011, 0.09, 0.118, 0.82] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.16, 0, 0.58, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.76, 0.05, 0.24, 0.9], on: "background", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 1, 0.64], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.06, 0.035, 0.88, 0.57] },
          {
            kind: "stack",
            box: [0.04, 0.69, 0.92, 0.31],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.022, 0.026], lines: 1 },
              { text: "headline", size: [0.058, 0.09], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 0.54, 1], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.04, 0.04, 0.46, 0.92] },
          {
            kind: "stack",
            box: [0.59, 0, 0.41, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.02, 0.024], lines: 1 },
              { text: "headline", size: [0.05, 0.078], lines: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 0.46, 1], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.025, 0.045, 0.41, 0.91] },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.026, 0.03], lines: 1 },
              { text: "headline", size: [0.065, 0.1], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", box: [0, 0, 0.14, 1], fill: "primary" },
          { kind: "image", box: [0.011, 0.09, 0.118, 0.82] },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.16, 0, 0.84, 1], on: "background", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 1, 0.58], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.06, 0.035, 0.88, 0.51] },
          { kind: "text", text: "badge", size: [0.04, 0.055], lines: 2, box: [0.72, 0, 0.28, 0.17], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.04, 0.62, 0.92, 0.38],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.06], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.1, 0.15] },
                  { text: "oldPrice", size: [0.038, 0.046] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.028, 0.034], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 0.54, 1], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.04, 0.04, 0.46, 0.92] },
          { kind: "text", text: "badge", size: [0.036, 0.05], lines: 2, box: [0.3, 0, 0.24, 0.24], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.59, 0, 0.41, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.04, 0.055], lines: 3 },
              { text: "price", size: [0.09, 0.13], space: 4 },
              { text: "oldPrice", size: [0.034, 0.042] },
              { text: "cta", size: [0.024, 0.03], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", frame: "safe", box: [0, 0, 0.46, 1], fill: "primary" },
          { kind: "image", frame: "safe", box: [0.025, 0.045, 0.41, 0.91] },
          { kind: "text", text: "badge", size: [0.045, 0.06], lines: 2, box: [0.3, 0, 0.16, 0.34], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.068], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.11, 0.16] },
                  { text: "oldPrice", size: [0.04, 0.05] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.032, 0.038], space: 5 },
            ],
          },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "shape", shape: "rect", box: [0, 0, 0.14, 1], fill: "primary" },
          { kind: "image", box: [0.011, 0.09, 0.118, 0.82] },
          {
            kind: "stack",
            box: [0.16, 0, 0.6, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 0,
            items: [
              {
                row: [
                  { text: "price", size: [0.34, 0.42] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.2, 0.24] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.78, 0.05, 0.22, 0.9], on: "background", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "primary",
        layers: [
          { kind: "pattern", pattern: "rings", frame: "safe", box: [0.05, 0, 0.9, 0.5], color: "accent", opacity: 0.35, spacing: 0.03 },
          { kind: "image", frame: "safe", box: [0.2, 0.06, 0.6, 0.38], shape: "circle" },
          {
            kind: "stack",
            box: [0.04, 0.54, 0.92, 0.36],
            on: "primary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { text: "cta", size: [0.03, 0.036] },
            ],
          },
          { kind: "logo", box: [0.3, 0.93, 0.4, 0.07], align: "center", on: "primary" },
        ],
      },
      square: {
        background: "primary",
        layers: [
          { kind: "pattern", pattern: "rings", frame: "safe", box: [0, 0.02, 0.5, 0.96], color: "accent", opacity: 0.35, spacing: 0.03 },
          { kind: "image", frame: "safe", box: [0.04, 0.14, 0.42, 0.72], shape: "circle" },
          {
            kind: "stack",
            box: [0.54, 0, 0.46, 0.86],
            on: "primary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { text: "cta", size: [0.026, 0.032] },
            ],
          },
          { kind: "logo", box: [0.6, 0.9, 0.34, 0.1], align: "center", on: "primary" },
        ],
      },
      wide: {
        background: "primary",
        layers: [
          { kind: "pattern", pattern: "rings", frame: "safe", box: [0, 0, 0.44, 1], color: "accent", opacity: 0.35, spacing: 0.03 },
          { kind: "image", frame: "safe", box: [0.04, 0.1, 0.36, 0.8], shape: "circle" },
          {
            kind: "stack",
            box: [0.5, 0, 0.5, 0.84],
            on: "primary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.034, 0.04] },
            ],
          },
          { kind: "logo", box: [0.6, 0.88, 0.3, 0.12], align: "center", on: "primary" },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "primary", align: "start" },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "primary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
