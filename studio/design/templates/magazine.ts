/** Magazine: the photo as a cover shot, full bleed, a heavy serif masthead over a dark vignette, a red rule. */
import type { ScrimSource, TemplateSource } from "../template-schema";

/** Dark behind the masthead at the top and the words at the bottom, the face and product left clear between. */
const coverScrim: ScrimSource = {
  color: "black",
  direction: "down",
  stops: [
    [0, 0.74],
    [0.37, 0.5],
    [0.48, 0.06],
    [0.57, 0.06],
    [0.7, 0.68],
    [1, 0.86],
  ],
};
const bottomScrim: ScrimSource = {
  color: "black",
  direction: "down",
  stops: [
    [0, 0.05],
    [0.4, 0.08],
    [0.6, 0.66],
    [1, 0.88],
  ],
};
/** In wide formats the photo takes the right and melts into black on its left edge, where the words are. */
const fadeIn: ScrimSource = {
  color: "black",
  direction: "right",
  stops: [
    [0, 1],
    [0.36, 0],
  ],
};

export default {
  id: "magazine",
  name: "Magazine",
  category: "lifestyle",
  description: "The photo as a cover shot, full bleed, with a heavy serif masthead over a dark vignette and a red rule.",
  palette: { primary: "#d62839", secondary: "#111111", accent: "#f7f7f2", background: "#111111", text: "#ffffff" },
  fonts: { heading: "playfair-display", body: "montserrat" },
  text: {
    headline: { font: "heading", weight: 900, leading: 1.0, tracking: -0.01, color: "text" },
    subline: { font: "body", weight: 500, leading: 1.45, color: "text" },
    label: { font: "body", weight: 700, case: "upper", tracking: 0.24, color: "text" },
    price: { font: "heading", weight: 900, leading: 1, color: "text" },
    oldPrice: { font: "body", weight: 500, color: "text", strike: true, opacity: 0.85 },
    badge: { font: "body", weight: 800, case: "upper", color: "onPrimary", plate: { fill: "primary", shape: "circle", padX: 0.5, padY: 0.5 } },
    cta: { font: "body", weight: 700, case: "upper", tracking: 0.14, color: "onPrimary", plate: { fill: "primary", shape: "rect", padX: 1.3, padY: 0.75 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 1], scrim: coverScrim },
          { kind: "stack", box: [0, 0, 1, 0.34], on: "photo", align: "start", justify: "start", gap: 2, items: [{ text: "headline", size: [0.1, 0.17], lines: 3 }] },
          {
            kind: "stack",
            box: [0, 0.78, 0.7, 0.22],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 3,
            items: [{ rule: { width: 0.12, thickness: 0.008, color: "primary" } }, { text: "subline", size: [0.03, 0.036], lines: 3 }],
          },
          { kind: "logo", box: [0.74, 0.92, 0.26, 0.08], align: "end", on: "photo" },
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
                [0, 0.74],
                [0.36, 0.5],
                [0.48, 0.06],
                [0.62, 0.06],
                [0.76, 0.7],
                [1, 0.88],
              ],
            },
          },
          { kind: "stack", box: [0, 0, 1, 0.3], on: "photo", align: "start", justify: "start", gap: 2, items: [{ text: "headline", size: [0.085, 0.14], lines: 2 }] },
          {
            kind: "stack",
            box: [0, 0.76, 0.7, 0.24],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 3,
            items: [{ rule: { width: 0.1, thickness: 0.008, color: "primary" } }, { text: "subline", size: [0.026, 0.032], lines: 2 }],
          },
          { kind: "logo", box: [0.74, 0.9, 0.26, 0.1], align: "end", on: "photo" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.36, 0, 0.64, 1], scrim: fadeIn },
          {
            kind: "stack",
            box: [0, 0, 0.44, 0.84],
            on: "photo",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.1, 0.16], lines: 3 },
              { rule: { width: 0.1, thickness: 0.01, color: "primary" }, space: 4 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
          { kind: "logo", box: [0, 0.88, 0.3, 0.12], align: "start", on: "photo" },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "shape", shape: "rect", box: [0.124, 0, 0.006, 1], fill: "primary" },
          { kind: "text", text: "headline", size: [0.3, 0.4], lines: 1, box: [0.15, 0, 0.6, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 1], scrim: bottomScrim },
          {
            kind: "stack",
            box: [0, 0.6, 1, 0.4],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 3,
            items: [
              { text: "label", size: [0.024, 0.028], lines: 1 },
              { rule: { width: 0.12, thickness: 0.008, color: "primary" } },
              { text: "headline", size: [0.075, 0.12], lines: 3 },
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
                [0, 0.05],
                [0.36, 0.08],
                [0.5, 0.7],
                [1, 0.88],
              ],
            },
          },
          {
            kind: "stack",
            box: [0, 0.46, 1, 0.54],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 3,
            items: [
              { text: "label", size: [0.022, 0.026], lines: 1 },
              { rule: { width: 0.1, thickness: 0.008, color: "primary" } },
              { text: "headline", size: [0.065, 0.1], lines: 3 },
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
            gap: 3,
            items: [
              { text: "label", size: [0.028, 0.032], lines: 1 },
              { rule: { width: 0.1, thickness: 0.01, color: "primary" } },
              { text: "headline", size: [0.08, 0.12], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "shape", shape: "rect", box: [0.124, 0, 0.006, 1], fill: "primary" },
          { kind: "text", text: "headline", size: [0.28, 0.4], lines: 1, box: [0.15, 0, 0.85, 1], on: "secondary", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 1, 1], scrim: bottomScrim },
          { kind: "text", text: "badge", size: [0.042, 0.058], lines: 2, box: [0.7, 0, 0.3, 0.18], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.56, 1, 0.44],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.07], lines: 2 },
              { rule: { width: 0.12, thickness: 0.008, color: "primary" }, space: 3 },
              {
                row: [
                  { text: "price", size: [0.12, 0.19] },
                  { text: "oldPrice", size: [0.04, 0.05] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.03, 0.036], space: 4 },
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
                [0, 0.05],
                [0.26, 0.08],
                [0.42, 0.7],
                [1, 0.9],
              ],
            },
          },
          { kind: "text", text: "badge", size: [0.04, 0.055], lines: 2, box: [0.76, 0, 0.24, 0.24], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.4, 1, 0.6],
            on: "photo",
            align: "start",
            justify: "end",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.06], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.1, 0.16] },
                  { text: "oldPrice", size: [0.036, 0.044] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.026, 0.032], space: 4 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.36, 0, 0.64, 1], scrim: fadeIn },
          { kind: "text", text: "badge", size: [0.05, 0.065], lines: 2, box: [0.84, 0, 0.16, 0.34], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0, 0.44, 1],
            on: "photo",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.07], lines: 2 },
              { rule: { width: 0.1, thickness: 0.01, color: "primary" }, space: 3 },
              {
                row: [
                  { text: "price", size: [0.13, 0.2] },
                  { text: "oldPrice", size: [0.045, 0.055] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.034, 0.04], space: 4 },
            ],
          },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "shape", shape: "rect", box: [0.124, 0, 0.006, 1], fill: "primary" },
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
                  { text: "price", size: [0.36, 0.46] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.2, 0.24] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "background",
        layers: [
          {
            kind: "image",
            box: [0, 0, 1, 1],
            scrim: {
              color: "black",
              direction: "down",
              stops: [
                [0, 0.1],
                [0.3, 0.2],
                [0.5, 0.7],
                [1, 0.85],
              ],
            },
          },
          {
            kind: "stack",
            box: [0, 0.52, 1, 0.38],
            on: "photo",
            align: "center",
            justify: "end",
            gap: 5,
            items: [
              { text: "headline", size: [0.08, 0.13], lines: 3 },
              { text: "cta", size: [0.032, 0.038] },
            ],
          },
          { kind: "logo", box: [0.3, 0.93, 0.4, 0.07], align: "center", on: "photo" },
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
                [0, 0.1],
                [0.26, 0.2],
                [0.44, 0.72],
                [1, 0.86],
              ],
            },
          },
          {
            kind: "stack",
            box: [0, 0.44, 1, 0.44],
            on: "photo",
            align: "center",
            justify: "end",
            gap: 5,
            items: [
              { text: "headline", size: [0.07, 0.11], lines: 2 },
              { text: "cta", size: [0.028, 0.034] },
            ],
          },
          { kind: "logo", box: [0.35, 0.9, 0.3, 0.1], align: "center", on: "photo" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", box: [0.36, 0, 0.64, 1], scrim: fadeIn },
          {
            kind: "stack",
            box: [0, 0, 0.44, 0.84],
            on: "photo",
            align: "start",
            justify: "center",
            gap: 5,
            items: [
              { text: "headline", size: [0.09, 0.14], lines: 3 },
              { text: "cta", size: [0.034, 0.04] },
            ],
          },
          { kind: "logo", box: [0, 0.88, 0.3, 0.12], align: "start", on: "photo" },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "shape", shape: "rect", box: [0.124, 0, 0.006, 1], fill: "primary" },
          { kind: "text", text: "headline", size: [0.3, 0.4], lines: 1, box: [0.15, 0, 0.6, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.15, 0.18], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
