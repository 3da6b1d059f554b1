/** Clean spotlight: the product on a warm white page, one strong colour, a geometric sans headline. */
import type { TemplateSource } from "../template-schema";

export default {
  id: "clean-spotlight",
  name: "Clean spotlight",
  category: "spotlight",
  description: "The product in a rounded frame on warm white, a bold sans headline and one accent colour.",
  palette: { primary: "#2b59c3", secondary: "#0f1d3a", accent: "#ff6b4a", background: "#f5f3ef", text: "#16181d" },
  fonts: { heading: "montserrat", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 800, leading: 1.08, tracking: -0.01, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.35, color: "text", opacity: 0.78 },
    label: { font: "body", weight: 700, case: "upper", tracking: 0.14, color: "primary" },
    price: { font: "heading", weight: 800, leading: 1, color: "text" },
    oldPrice: { font: "body", weight: 500, color: "text", strike: true, opacity: 0.6 },
    badge: { font: "heading", weight: 800, color: "onAccent", plate: { fill: "accent", shape: "circle", padX: 0.45, padY: 0.45 } },
    cta: { font: "heading", weight: 700, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 1.1, padY: 0.6 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 1, 0.6], shape: "rounded", radius: 0.035 },
          {
            kind: "stack",
            box: [0, 0.64, 1, 0.29],
            on: "background",
            align: "start",
            justify: "start",
            gap: 3,
            items: [
              { text: "headline", size: [0.06, 0.1], lines: 3 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
          { kind: "logo", box: [0, 0.95, 0.4, 0.05], align: "start" },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 1, 0.56], shape: "rounded", radius: 0.035 },
          {
            kind: "stack",
            box: [0, 0.61, 0.74, 0.39],
            on: "background",
            align: "start",
            justify: "end",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.085], lines: 2 },
              { text: "subline", size: [0.03, 0.036], lines: 2 },
            ],
          },
          { kind: "logo", box: [0.78, 0.9, 0.22, 0.1], align: "end" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 0.47, 1], shape: "rounded", radius: 0.035 },
          {
            kind: "stack",
            box: [0.53, 0, 0.47, 0.82],
            on: "background",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.07, 0.11], lines: 3 },
              { text: "subline", size: [0.036, 0.046], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.53, 0.88, 0.3, 0.12], align: "start" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.58, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.76, 0.05, 0.24, 0.9], on: "background", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 1, 0.64], shape: "rounded", radius: 0.035 },
          {
            kind: "stack",
            box: [0, 0.68, 1, 0.32],
            on: "background",
            align: "start",
            justify: "start",
            gap: 2,
            items: [
              { text: "label", size: [0.024, 0.028], lines: 1 },
              { text: "headline", size: [0.055, 0.085], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 1, 0.6], shape: "rounded", radius: 0.035 },
          {
            kind: "stack",
            box: [0, 0.65, 1, 0.35],
            on: "background",
            align: "start",
            justify: "end",
            gap: 2,
            items: [
              { text: "label", size: [0.022, 0.026], lines: 1 },
              { text: "headline", size: [0.05, 0.075], lines: 2 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 0.47, 1], shape: "rounded", radius: 0.035 },
          {
            kind: "stack",
            box: [0.53, 0, 0.47, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "label", size: [0.03, 0.034], lines: 1 },
              { text: "headline", size: [0.065, 0.1], lines: 3 },
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
            box: [0.15, 0, 0.85, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 4,
            items: [
              {
                row: [
                  { text: "label", size: [0.16, 0.2] },
                  { text: "headline", size: [0.24, 0.32] },
                ],
                gap: 8,
              },
            ],
          },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 1, 0.56], shape: "rounded", radius: 0.035 },
          { kind: "text", text: "badge", size: [0.045, 0.062], lines: 2, box: [0.72, 0.02, 0.26, 0.18], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.6, 1, 0.4],
            on: "background",
            align: "start",
            justify: "start",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.06], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.1, 0.15] },
                  { text: "oldPrice", size: [0.04, 0.05] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.034, 0.04], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0.42, 0, 0.58, 1], shape: "rounded", radius: 0.035 },
          { kind: "text", text: "badge", size: [0.04, 0.056], lines: 2, box: [0.76, 0.03, 0.22, 0.22], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0, 0.38, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.04, 0.055], lines: 3 },
              { text: "price", size: [0.08, 0.13], space: 4 },
              { text: "oldPrice", size: [0.035, 0.045] },
              { text: "cta", size: [0.028, 0.034], space: 6 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0, 0.47, 1], shape: "rounded", radius: 0.035 },
          { kind: "text", text: "badge", size: [0.05, 0.065], lines: 2, box: [0.31, 0.03, 0.14, 0.3], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.53, 0, 0.47, 1],
            on: "background",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.07], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.11, 0.16] },
                  { text: "oldPrice", size: [0.045, 0.055] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.036, 0.044], space: 5 },
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
                  { text: "price", size: [0.3, 0.42] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.18, 0.24] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "badge", size: [0.2, 0.24], lines: 1, box: [0.77, 0, 0.23, 1], on: "background", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "secondary",
        layers: [
          { kind: "image", frame: "safe", box: [0.18, 0.04, 0.64, 0.4], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.5, 1, 0.36],
            on: "secondary",
            align: "center",
            justify: "start",
            gap: 6,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { text: "cta", size: [0.04, 0.048] },
            ],
          },
          { kind: "logo", box: [0.3, 0.92, 0.4, 0.08], align: "center" },
        ],
      },
      square: {
        background: "secondary",
        layers: [
          { kind: "image", frame: "safe", box: [0.3, 0, 0.4, 0.4], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.45, 1, 0.43],
            on: "secondary",
            align: "center",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 2 },
              { text: "cta", size: [0.034, 0.042] },
            ],
          },
          { kind: "logo", box: [0.35, 0.91, 0.3, 0.09], align: "center" },
        ],
      },
      wide: {
        background: "secondary",
        layers: [
          { kind: "image", frame: "safe", box: [0, 0.05, 0.4, 0.9], shape: "circle" },
          {
            kind: "stack",
            box: [0.46, 0, 0.54, 0.8],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.04, 0.05] },
            ],
          },
          { kind: "logo", box: [0.46, 0.86, 0.3, 0.14], align: "start" },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.58, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.76, 0.05, 0.24, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
