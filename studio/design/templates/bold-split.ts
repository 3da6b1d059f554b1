/** Bold split: half photo, half saturated colour, condensed capitals: a poster's confidence for a hero product. */
import type { TemplateSource } from "../template-schema";

export default {
  id: "bold-split",
  name: "Bold split",
  category: "spotlight",
  description: "Photo and a saturated colour block side by side, with tall condensed capitals.",
  palette: { primary: "#e63a24", secondary: "#161616", accent: "#ffd23f", background: "#ffffff", text: "#111111" },
  fonts: { heading: "oswald", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 700, case: "upper", leading: 1.02, tracking: 0.005, color: "onPrimary" },
    subline: { font: "body", weight: 400, leading: 1.4, color: "onPrimary", opacity: 0.92 },
    label: { font: "body", weight: 700, case: "upper", tracking: 0.22, color: "accent" },
    price: { font: "heading", weight: 700, leading: 1, color: "onSecondary" },
    oldPrice: { font: "heading", weight: 400, color: "onSecondary", strike: true, opacity: 0.7 },
    badge: { font: "heading", weight: 700, case: "upper", tracking: 0.04, color: "onAccent", plate: { fill: "accent", shape: "rect", padX: 0.55, padY: 0.4 } },
    cta: { font: "body", weight: 700, case: "upper", tracking: 0.12, color: "onSecondary", plate: { fill: "secondary", shape: "rect", padX: 1.2, padY: 0.75 } },
  },
  roles: {
    cover: {
      tall: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.54] },
          {
            kind: "stack",
            box: [0, 0.57, 1, 0.35],
            on: "primary",
            align: "start",
            justify: "start",
            gap: 3,
            items: [
              { rule: { width: 0.12, thickness: 0.012, color: "onPrimary" } },
              { text: "headline", size: [0.085, 0.14], lines: 3, space: 4 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
          { kind: "logo", box: [0, 0.94, 0.4, 0.06], align: "start", on: "primary" },
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
            gap: 3,
            items: [
              { rule: { width: 0.1, thickness: 0.012, color: "onPrimary" } },
              { text: "headline", size: [0.07, 0.115], lines: 4, space: 4 },
              { text: "subline", size: [0.028, 0.034], lines: 4 },
            ],
          },
          { kind: "logo", box: [0, 0.91, 0.4, 0.09], align: "start", on: "primary" },
        ],
      },
      wide: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.5, 1] },
          {
            kind: "stack",
            box: [0.56, 0, 0.44, 0.84],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { rule: { width: 0.1, thickness: 0.014, color: "onPrimary" } },
              { text: "headline", size: [0.09, 0.15], lines: 3, space: 4 },
              { text: "subline", size: [0.036, 0.046], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.56, 0.88, 0.3, 0.12], align: "start", on: "primary" },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.3, 0.42], lines: 1, box: [0.15, 0, 0.6, 1], on: "primary", align: "start" },
          { kind: "text", text: "cta", size: [0.16, 0.2], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "primary", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.6] },
          { kind: "shape", shape: "rect", box: [0, 0.6, 1, 0.006], fill: "primary" },
          {
            kind: "stack",
            box: [0, 0.62, 1, 0.38],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "label", size: [0.024, 0.028], lines: 1 },
              { text: "headline", size: [0.07, 0.11], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.5, 1] },
          { kind: "shape", shape: "rect", box: [0.5, 0, 0.012, 1], fill: "primary" },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "label", size: [0.022, 0.026], lines: 1 },
              { text: "headline", size: [0.06, 0.095], lines: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          { kind: "shape", shape: "rect", box: [0.494, 0, 0.006, 1], fill: "primary" },
          {
            kind: "stack",
            box: [0, 0, 0.44, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "label", size: [0.03, 0.034], lines: 1 },
              { text: "headline", size: [0.08, 0.13], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          {
            kind: "stack",
            box: [0.15, 0, 0.85, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 0,
            items: [
              {
                row: [
                  { text: "label", size: [0.15, 0.18] },
                  { text: "headline", size: [0.3, 0.4] },
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
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.52] },
          { kind: "shape", shape: "rect", box: [0, 0.52, 1, 0.006], fill: "primary" },
          { kind: "text", text: "badge", size: [0.05, 0.07], lines: 1, box: [0.55, 0.02, 0.45, 0.09], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.55, 1, 0.45],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.06], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.13, 0.2] },
                  { text: "oldPrice", size: [0.05, 0.065] },
                ],
                gap: 3,
              },
              { text: "cta", size: [0.03, 0.036], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          { kind: "text", text: "badge", size: [0.045, 0.06], lines: 1, box: [0.62, 0.02, 0.38, 0.12], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0, 0.45, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.04, 0.055], lines: 3 },
              { text: "price", size: [0.1, 0.17], space: 3 },
              { text: "oldPrice", size: [0.04, 0.055] },
              { text: "cta", size: [0.026, 0.032], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.5, 1] },
          { kind: "text", text: "badge", size: [0.055, 0.075], lines: 1, box: [0, 0, 0.4, 0.16], on: "photo", align: "start", justify: "start" },
          {
            kind: "stack",
            box: [0.56, 0, 0.44, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.07], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.13, 0.2] },
                  { text: "oldPrice", size: [0.05, 0.065] },
                ],
                gap: 3,
              },
              { text: "cta", size: [0.036, 0.042], space: 5 },
            ],
          },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          {
            kind: "stack",
            box: [0.15, 0, 0.6, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 0,
            items: [
              {
                row: [
                  { text: "price", size: [0.36, 0.48] },
                  { text: "oldPrice", size: [0.2, 0.26] },
                  { text: "headline", size: [0.22, 0.28] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "badge", size: [0.2, 0.26], lines: 1, box: [0.77, 0, 0.23, 1], on: "secondary", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.42] },
          {
            kind: "stack",
            box: [0, 0.47, 1, 0.43],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.085, 0.14], lines: 3 },
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
            gap: 6,
            items: [
              { text: "headline", size: [0.07, 0.115], lines: 4 },
              { text: "cta", size: [0.028, 0.034] },
            ],
          },
          { kind: "logo", box: [0, 0.91, 0.4, 0.09], align: "start", on: "primary" },
        ],
      },
      wide: {
        background: "primary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          {
            kind: "stack",
            box: [0, 0, 0.44, 0.84],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.09, 0.15], lines: 3 },
              { text: "cta", size: [0.036, 0.044] },
            ],
          },
          { kind: "logo", box: [0, 0.88, 0.3, 0.12], align: "start", on: "primary" },
        ],
      },
      strip: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.3, 0.42], lines: 1, box: [0.15, 0, 0.6, 1], on: "primary", align: "start" },
          { kind: "text", text: "cta", size: [0.16, 0.2], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "primary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
