/** Flash sale: the photo full bleed under a deep scrim, towering condensed capitals in signal yellow, hazard stripes. */
import type { ScrimSource, TemplateSource } from "../template-schema";

/** Dark at the top for the logo, clear in the middle for the product, dark at the bottom for the words. */
const scrimDown: ScrimSource = {
  color: "black",
  direction: "down",
  stops: [
    [0, 0.5],
    [0.16, 0.12],
    [0.36, 0.08],
    [0.58, 0.62],
    [0.8, 0.86],
    [1, 0.9],
  ],
};
/** In wide formats the photo takes the right and melts into the board on its left edge, where the words are. */
const fadeIn: ScrimSource = {
  color: "background",
  direction: "right",
  stops: [
    [0, 1],
    [0.34, 0],
  ],
};

export default {
  id: "flash-sale",
  name: "Flash sale",
  category: "sale",
  description: "The photo full bleed under a deep scrim, towering condensed capitals in signal yellow and hazard stripes.",
  palette: { primary: "#ffe03a", secondary: "#111111", accent: "#ff2d55", background: "#111111", text: "#ffffff" },
  fonts: { heading: "bebas-neue", body: "montserrat" },
  text: {
    headline: { font: "heading", weight: 400, leading: 0.95, tracking: 0.01, color: "primary" },
    subline: { font: "body", weight: 500, leading: 1.4, color: "text" },
    label: { font: "body", weight: 800, case: "upper", tracking: 0.2, color: "primary" },
    price: { font: "heading", weight: 400, leading: 1, color: "primary" },
    oldPrice: { font: "body", weight: 600, color: "text", strike: true, opacity: 0.8 },
    badge: { font: "heading", weight: 400, tracking: 0.02, color: "onAccent", plate: { fill: "accent", shape: "rect", padX: 0.45, padY: 0.2 } },
    cta: { font: "body", weight: 800, case: "upper", tracking: 0.1, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 1.2, padY: 0.7 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 1], scrim: scrimDown },
          { kind: "shape", shape: "rect", box: [0, 0.975, 1, 0.025], fill: "primary" },
          { kind: "pattern", pattern: "stripes", box: [0, 0.975, 1, 0.025], color: "secondary", opacity: 1, spacing: 0.04 },
          { kind: "logo", box: [0, 0, 0.4, 0.06], align: "start", on: "photo" },
          {
            kind: "stack",
            box: [0, 0.56, 1, 0.44],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 3,
            items: [
              { text: "headline", size: [0.1, 0.22], lines: 3 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          {
            kind: "image",
            box: [0, 0, 1, 1],
            scrim: {
              color: "black",
              direction: "down",
              stops: [
                [0, 0.5],
                [0.14, 0.1],
                [0.34, 0.1],
                [0.52, 0.7],
                [1, 0.9],
              ],
            },
          },
          { kind: "logo", box: [0, 0, 0.4, 0.09], align: "start", on: "photo" },
          {
            kind: "stack",
            box: [0, 0.46, 1, 0.54],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 2,
            items: [
              { text: "headline", size: [0.1, 0.17], lines: 2 },
              { text: "subline", size: [0.028, 0.034], lines: 2 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.36, 0, 0.64, 1], scrim: fadeIn },
          { kind: "shape", shape: "rect", box: [0, 0.96, 1, 0.04], fill: "primary" },
          { kind: "pattern", pattern: "stripes", box: [0, 0.96, 1, 0.04], color: "secondary", opacity: 1, spacing: 0.05 },
          {
            kind: "stack",
            box: [0, 0, 0.44, 0.84],
            on: "photo",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.1, 0.2], lines: 3 },
              { text: "subline", size: [0.034, 0.042], lines: 3 },
            ],
          },
          { kind: "logo", box: [0, 0.88, 0.3, 0.12], align: "start", on: "photo" },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.4, 0.56], lines: 1, box: [0.15, 0, 0.6, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.16, 0.2], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 1], scrim: scrimDown },
          {
            kind: "stack",
            box: [0, 0.58, 1, 0.42],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 2,
            items: [
              { text: "label", size: [0.026, 0.03], lines: 1 },
              { text: "headline", size: [0.11, 0.18], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          {
            kind: "image",
            box: [0, 0, 1, 1],
            scrim: {
              color: "black",
              direction: "down",
              stops: [
                [0, 0],
                [0.36, 0.1],
                [0.52, 0.7],
                [1, 0.9],
              ],
            },
          },
          {
            kind: "stack",
            box: [0, 0.46, 1, 0.54],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 2,
            items: [
              { text: "label", size: [0.024, 0.028], lines: 1 },
              { text: "headline", size: [0.09, 0.15], lines: 3 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.36, 0, 0.64, 1], scrim: fadeIn },
          {
            kind: "stack",
            box: [0, 0, 0.44, 1],
            on: "photo",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "label", size: [0.03, 0.034], lines: 1 },
              { text: "headline", size: [0.1, 0.18], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.36, 0.56], lines: 1, box: [0.15, 0, 0.85, 1], on: "secondary", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.5] },
          { kind: "shape", shape: "rect", box: [0, 0.5, 1, 0.025], fill: "primary" },
          { kind: "pattern", pattern: "stripes", box: [0, 0.5, 1, 0.025], color: "secondary", opacity: 1, spacing: 0.04 },
          { kind: "text", text: "badge", size: [0.07, 0.1], lines: 1, box: [0, 0.02, 0.6, 0.1], on: "photo", align: "start", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.56, 1, 0.44],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.04, 0.05], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.18, 0.3] },
                  { text: "oldPrice", size: [0.04, 0.05] },
                ],
                gap: 3,
              },
              { text: "cta", size: [0.032, 0.038], space: 4 },
            ],
          },
        ],
      },
      square: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          { kind: "shape", shape: "rect", box: [0.5, 0, 0.025, 1], fill: "primary" },
          { kind: "pattern", pattern: "stripes", box: [0.5, 0, 0.025, 1], color: "secondary", opacity: 1, spacing: 0.04 },
          { kind: "text", text: "badge", size: [0.06, 0.085], lines: 1, box: [0.58, 0, 0.42, 0.14], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0, 0.46, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.036, 0.046], lines: 3 },
              { text: "price", size: [0.15, 0.24] },
              { text: "oldPrice", size: [0.036, 0.044] },
              { text: "cta", size: [0.028, 0.032], space: 4 },
            ],
          },
        ],
      },
      wide: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          { kind: "shape", shape: "rect", box: [0.5, 0, 0.014, 1], fill: "primary" },
          { kind: "pattern", pattern: "stripes", box: [0.5, 0, 0.014, 1], color: "secondary", opacity: 1, spacing: 0.04 },
          { kind: "text", text: "badge", size: [0.07, 0.1], lines: 1, box: [0.6, 0, 0.4, 0.2], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0, 0.5, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.044, 0.056], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.18, 0.3] },
                  { text: "oldPrice", size: [0.045, 0.055] },
                ],
                gap: 3,
              },
              { text: "cta", size: [0.036, 0.042], space: 4 },
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
            box: [0.15, 0, 0.62, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 0,
            items: [
              {
                row: [
                  { text: "price", size: [0.46, 0.6] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.26, 0.32] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "badge", size: [0.28, 0.36], lines: 1, box: [0.79, 0, 0.21, 1], on: "secondary", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "primary",
        layers: [
          { kind: "image", box: [0, 0, 1, 0.46] },
          { kind: "pattern", pattern: "stripes", box: [0, 0.46, 1, 0.025], color: "secondary", opacity: 1, spacing: 0.04 },
          {
            kind: "stack",
            box: [0, 0.5, 1, 0.4],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.1, 0.22], lines: 3 },
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
          { kind: "pattern", pattern: "stripes", box: [0.5, 0, 0.025, 1], color: "secondary", opacity: 1, spacing: 0.04 },
          {
            kind: "stack",
            box: [0, 0, 0.46, 0.86],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.1, 0.17], lines: 4 },
              { text: "cta", size: [0.028, 0.032] },
            ],
          },
          { kind: "logo", box: [0, 0.9, 0.4, 0.1], align: "start", on: "primary" },
        ],
      },
      wide: {
        background: "primary",
        layers: [
          { kind: "image", box: [0.5, 0, 0.5, 1] },
          { kind: "pattern", pattern: "stripes", box: [0.5, 0, 0.014, 1], color: "secondary", opacity: 1, spacing: 0.04 },
          {
            kind: "stack",
            box: [0, 0, 0.5, 0.84],
            on: "primary",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.12, 0.2], lines: 3 },
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
          { kind: "text", text: "headline", size: [0.4, 0.56], lines: 1, box: [0.15, 0, 0.6, 1], on: "primary", align: "start" },
          { kind: "text", text: "cta", size: [0.16, 0.2], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "primary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
