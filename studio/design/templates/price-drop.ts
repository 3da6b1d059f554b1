/** Price drop: a blue price tag laid over the edge of the photo carries the message; savings in signal red. */
import type { TemplateSource } from "../template-schema";

export default {
  id: "price-drop",
  name: "Price drop",
  category: "sale",
  description: "A blue tag over the edge of the photo carries the message, with the savings in signal red.",
  palette: { primary: "#0a5cff", secondary: "#0b1b33", accent: "#ff3b30", background: "#ffffff", text: "#0b1b33" },
  fonts: { heading: "montserrat", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 800, leading: 1.08, tracking: -0.01, color: "onPrimary" },
    subline: { font: "body", weight: 400, leading: 1.4, color: "text", opacity: 0.8 },
    label: { font: "body", weight: 700, case: "upper", tracking: 0.16, color: "onPrimary", opacity: 0.85 },
    price: { font: "heading", weight: 800, leading: 1, tracking: -0.02, color: "onPrimary" },
    oldPrice: { font: "heading", weight: 600, color: "onPrimary", strike: true, opacity: 0.75 },
    badge: { font: "heading", weight: 800, color: "onAccent", plate: { fill: "accent", shape: "pill", padX: 0.7, padY: 0.45 } },
    cta: { font: "heading", weight: 700, color: "onPrimary", plate: { fill: "primary", shape: "rounded", padX: 1.1, padY: 0.65 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.62] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.5, 0.88, 0.32], fill: "primary", radius: 0.025 },
          {
            kind: "stack",
            box: [0.06, 0.53, 0.76, 0.26],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [{ text: "headline", size: [0.06, 0.1], lines: 3 }],
          },
          {
            kind: "stack",
            box: [0, 0.86, 0.66, 0.14],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [{ text: "subline", size: [0.028, 0.034], lines: 3 }],
          },
          { kind: "logo", box: [0.72, 0.88, 0.28, 0.1], align: "end" },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.6] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.44, 0.82, 0.36], fill: "primary", radius: 0.025 },
          {
            kind: "stack",
            box: [0.05, 0.47, 0.72, 0.3],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [{ text: "headline", size: [0.05, 0.085], lines: 2 }],
          },
          {
            kind: "stack",
            box: [0, 0.84, 0.7, 0.16],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [{ text: "subline", size: [0.026, 0.03], lines: 2 }],
          },
          { kind: "logo", box: [0.76, 0.86, 0.24, 0.12], align: "end" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.4, 0, 0.6, 1] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.16, 0.6, 0.56], fill: "primary", radius: 0.025 },
          {
            kind: "stack",
            box: [0.04, 0.2, 0.52, 0.48],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [{ text: "headline", size: [0.065, 0.1], lines: 3 }],
          },
          { kind: "logo", box: [0, 0, 0.3, 0.1], align: "start" },
          {
            kind: "stack",
            box: [0, 0.76, 0.38, 0.24],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [{ text: "subline", size: [0.03, 0.036], lines: 3 }],
          },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "primary", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "primary", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.66] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.56, 0.88, 0.34], fill: "primary", radius: 0.025 },
          {
            kind: "stack",
            box: [0.06, 0.59, 0.76, 0.28],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 2,
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
          { kind: "image", box: [0, 0, 1, 0.66] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.52, 0.82, 0.48], fill: "primary", radius: 0.025 },
          {
            kind: "stack",
            box: [0.05, 0.56, 0.72, 0.4],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "label", size: [0.02, 0.024], lines: 1 },
              { text: "headline", size: [0.05, 0.075], lines: 3 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.4, 0, 0.6, 1] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.12, 0.6, 0.76], fill: "primary", radius: 0.025 },
          {
            kind: "stack",
            box: [0.04, 0.16, 0.52, 0.68],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "label", size: [0.026, 0.03], lines: 1 },
              { text: "headline", size: [0.06, 0.095], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.85, 1], on: "primary", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.6] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.48, 0.7, 0.34], fill: "primary", radius: 0.025 },
          { kind: "shape", shape: "circle", frame: "safe", box: [0.035, 0.505, 0.04, 0.022], fill: "background" },
          { kind: "text", text: "badge", size: [0.04, 0.05], lines: 1, box: [0.72, 0.5, 0.28, 0.08], on: "background", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.08, 0.54, 0.58, 0.26],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 1,
            items: [
              { text: "oldPrice", size: [0.04, 0.05] },
              { text: "price", size: [0.12, 0.2] },
            ],
          },
          {
            kind: "stack",
            box: [0, 0.85, 0.56, 0.15],
            on: "background",
            align: "start",
            justify: "center",
            gap: 1,
            items: [{ text: "headline", size: [0.032, 0.04], lines: 2 }],
          },
          { kind: "text", text: "cta", size: [0.03, 0.036], lines: 1, box: [0.6, 0.85, 0.4, 0.15], on: "background", align: "end" },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.58] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.42, 0.6, 0.4], fill: "primary", radius: 0.025 },
          { kind: "text", text: "badge", size: [0.036, 0.044], lines: 1, box: [0.64, 0.5, 0.36, 0.1], on: "background", align: "end", justify: "center" },
          {
            kind: "stack",
            box: [0.05, 0.46, 0.5, 0.32],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 1,
            items: [
              { text: "oldPrice", size: [0.036, 0.044] },
              { text: "price", size: [0.1, 0.16] },
            ],
          },
          {
            kind: "stack",
            box: [0, 0.85, 0.6, 0.15],
            on: "background",
            align: "start",
            justify: "center",
            gap: 1,
            items: [{ text: "headline", size: [0.03, 0.036], lines: 2 }],
          },
          { kind: "text", text: "cta", size: [0.028, 0.032], lines: 1, box: [0.64, 0.85, 0.36, 0.15], on: "background", align: "end" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.4, 0, 0.6, 1] },
          { kind: "shape", shape: "rounded", frame: "safe", box: [0, 0.16, 0.5, 0.52], fill: "primary", radius: 0.025 },
          { kind: "text", text: "badge", size: [0.045, 0.055], lines: 1, box: [0, 0, 0.4, 0.12], on: "background", align: "start", justify: "start" },
          {
            kind: "stack",
            box: [0.04, 0.2, 0.42, 0.44],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 1,
            items: [
              { text: "oldPrice", size: [0.045, 0.055] },
              { text: "price", size: [0.13, 0.2] },
            ],
          },
          {
            kind: "stack",
            box: [0, 0.72, 0.38, 0.28],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.034, 0.042], lines: 2 },
              { text: "cta", size: [0.032, 0.038] },
            ],
          },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          {
            kind: "stack",
            box: [0.15, 0, 0.6, 1],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 0,
            items: [
              {
                row: [
                  { text: "price", size: [0.36, 0.46] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.2, 0.24] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "badge", size: [0.2, 0.26], lines: 1, box: [0.77, 0, 0.23, 1], on: "primary", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.5] },
          {
            kind: "stack",
            box: [0, 0.55, 1, 0.35],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.07, 0.11], lines: 3 },
              { text: "cta", size: [0.034, 0.04] },
            ],
          },
          { kind: "logo", box: [0, 0.93, 0.4, 0.07], align: "start", on: "primary" },
        ],
      },
      square: {
        background: "primary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          {
            kind: "stack",
            box: [0, 0, 0.45, 0.86],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.055, 0.09], lines: 4 },
              { text: "cta", size: [0.028, 0.034] },
            ],
          },
          { kind: "logo", box: [0, 0.9, 0.4, 0.1], align: "start", on: "primary" },
        ],
      },
      wide: {
        background: "primary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          {
            kind: "stack",
            box: [0, 0, 0.46, 0.84],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.07, 0.11], lines: 3 },
              { text: "cta", size: [0.036, 0.042] },
            ],
          },
          { kind: "logo", box: [0, 0.88, 0.3, 0.12], align: "start", on: "primary" },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "primary", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "primary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
