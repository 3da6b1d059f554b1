/** Café chalk: a green-black chalkboard with a chalk-line border, the photo in an arched window, a classic serif. */
import type { LayerSource, TemplateSource } from "../template-schema";

/** A chalk line just inside the safe area: a light rounded panel with the board laid over it, a few pixels smaller. */
const chalkLine: LayerSource = { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0, 1, 1], fill: "primary", opacity: 0.75, radius: 0.02 };

export default {
  id: "cafe-chalk",
  name: "Café chalk",
  category: "food",
  description: "A green-black chalkboard with a chalk-line border, the photo in an arched window and a classic serif.",
  palette: { primary: "#e8d5a3", secondary: "#14201b", accent: "#d9825b", background: "#1f2a25", text: "#f3efe4" },
  fonts: { heading: "playfair-display", body: "montserrat" },
  text: {
    headline: { font: "heading", weight: 600, leading: 1.12, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.5, color: "text", opacity: 0.85 },
    label: { font: "body", weight: 600, case: "upper", tracking: 0.28, color: "primary" },
    price: { font: "heading", weight: 700, leading: 1, color: "primary" },
    oldPrice: { font: "body", weight: 400, color: "text", strike: true, opacity: 0.7 },
    badge: { font: "body", weight: 700, case: "upper", tracking: 0.04, color: "onAccent", plate: { fill: "accent", shape: "circle", padX: 0.5, padY: 0.5 } },
    cta: { font: "body", weight: 600, case: "upper", tracking: 0.14, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 1.3, padY: 0.75 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.0035, 0.988, 0.993], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.14, 0.05, 0.72, 0.52], shape: "arch" },
          {
            kind: "stack",
            box: [0.07, 0.6, 0.86, 0.3],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.058, 0.09], lines: 3 },
              { text: "subline", size: [0.028, 0.034], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.3, 0.91, 0.4, 0.06], align: "center" },
        ],
      },
      square: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.006, 0.988, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.06, 0.06, 0.4, 0.88], shape: "arch" },
          {
            kind: "stack",
            box: [0.5, 0.06, 0.44, 0.74],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.048, 0.075], lines: 4 },
              { text: "subline", size: [0.025, 0.03], lines: 4 },
            ],
          },
          { kind: "logo", box: [0.55, 0.84, 0.34, 0.1], align: "center" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.0035, 0.006, 0.993, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.04, 0.06, 0.34, 0.88], shape: "arch" },
          {
            kind: "stack",
            box: [0.44, 0.06, 0.52, 0.7],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { text: "subline", size: [0.03, 0.038], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.55, 0.8, 0.3, 0.14], align: "center" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.0035, 0.988, 0.993], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.12, 0.05, 0.76, 0.56], shape: "arch" },
          {
            kind: "stack",
            box: [0.07, 0.64, 0.86, 0.32],
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
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.006, 0.988, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.06, 0.06, 0.4, 0.88], shape: "arch" },
          {
            kind: "stack",
            box: [0.5, 0.06, 0.44, 0.88],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.02, 0.024], lines: 1 },
              { text: "headline", size: [0.048, 0.072], lines: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.0035, 0.006, 0.993, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.04, 0.06, 0.34, 0.88], shape: "arch" },
          {
            kind: "stack",
            box: [0.44, 0.06, 0.52, 0.88],
            on: "background",
            align: "center",
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
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.85, 1], on: "background", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.0035, 0.988, 0.993], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.16, 0.05, 0.68, 0.48], shape: "arch" },
          { kind: "text", text: "badge", size: [0.04, 0.055], lines: 2, box: [0.7, 0.03, 0.26, 0.16], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.07, 0.56, 0.86, 0.4],
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
                space: 2,
              },
              { text: "cta", size: [0.028, 0.034], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.006, 0.988, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.06, 0.12, 0.4, 0.82], shape: "arch" },
          { kind: "text", text: "badge", size: [0.034, 0.048], lines: 2, box: [0.26, 0.03, 0.22, 0.22], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.52, 0.06, 0.42, 0.88],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.038, 0.052], lines: 3 },
              { text: "price", size: [0.085, 0.12], space: 3 },
              { text: "oldPrice", size: [0.032, 0.04] },
              { text: "cta", size: [0.024, 0.028], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.0035, 0.006, 0.993, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.04, 0.12, 0.3, 0.82], shape: "arch" },
          { kind: "text", text: "badge", size: [0.045, 0.06], lines: 2, box: [0.26, 0.03, 0.14, 0.32], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.44, 0.06, 0.52, 0.88],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.062], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.1, 0.15] },
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
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
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
          { kind: "text", text: "badge", size: [0.2, 0.24], lines: 1, box: [0.8, 0, 0.2, 1], on: "background", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.0035, 0.988, 0.993], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.22, 0.05, 0.56, 0.36], shape: "arch" },
          {
            kind: "stack",
            box: [0.07, 0.46, 0.86, 0.42],
            on: "background",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { text: "cta", size: [0.03, 0.036] },
            ],
          },
          { kind: "logo", box: [0.3, 0.9, 0.4, 0.06], align: "center" },
        ],
      },
      square: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.006, 0.006, 0.988, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.06, 0.06, 0.4, 0.88], shape: "arch" },
          {
            kind: "stack",
            box: [0.5, 0.06, 0.44, 0.74],
            on: "background",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.048, 0.075], lines: 4 },
              { text: "cta", size: [0.024, 0.03] },
            ],
          },
          { kind: "logo", box: [0.55, 0.84, 0.34, 0.1], align: "center" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          chalkLine,
          { kind: "shape", shape: "rounded", frame: "safe", box: [0.0035, 0.006, 0.993, 0.988], fill: "background", radius: 0.018 },
          { kind: "image", frame: "safe", box: [0.04, 0.06, 0.34, 0.88], shape: "arch" },
          {
            kind: "stack",
            box: [0.44, 0.06, 0.52, 0.7],
            on: "background",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { text: "cta", size: [0.032, 0.038] },
            ],
          },
          { kind: "logo", box: [0.55, 0.8, 0.3, 0.14], align: "center" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
