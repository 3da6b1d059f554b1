/** Menu board: a charcoal bistro board with a faint grid, mustard rules and condensed capitals over a serif. */
import type { LayerSource, TemplateSource } from "../template-schema";

const grid: LayerSource = { kind: "pattern", pattern: "grid", box: [0, 0, 1, 1], color: "text", opacity: 0.05, spacing: 0.05 };

export default {
  id: "menu-board",
  name: "Menu board",
  category: "food",
  description: "A charcoal bistro board with a faint grid, mustard rules and condensed capitals over a serif.",
  palette: { primary: "#f2c14e", secondary: "#2a2a2a", accent: "#e4572e", background: "#1b1b1b", text: "#f4efe6" },
  fonts: { heading: "oswald", body: "lora" },
  text: {
    headline: { font: "heading", weight: 600, case: "upper", leading: 1.05, tracking: 0.02, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.45, color: "text", opacity: 0.85 },
    label: { font: "heading", weight: 500, case: "upper", tracking: 0.3, color: "primary" },
    price: { font: "heading", weight: 600, leading: 1, color: "primary" },
    oldPrice: { font: "body", weight: 400, color: "text", strike: true, opacity: 0.7 },
    badge: { font: "heading", weight: 600, case: "upper", tracking: 0.06, color: "onAccent", plate: { fill: "accent", shape: "rect", padX: 0.6, padY: 0.35 } },
    cta: { font: "heading", weight: 600, case: "upper", tracking: 0.16, color: "onPrimary", plate: { fill: "primary", shape: "rect", padX: 1.3, padY: 0.7 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          grid,
          { kind: "logo", box: [0.3, 0, 0.4, 0.06], align: "center" },
          { kind: "image", frame: "safe", box: [0, 0.09, 1, 0.52] },
          {
            kind: "stack",
            box: [0, 0.65, 1, 0.35],
            on: "background",
            align: "center",
            justify: "start",
            gap: 3,
            items: [
              { rule: { width: 0.1, thickness: 0.006, color: "primary" } },
              { text: "headline", size: [0.075, 0.12], lines: 3, space: 4 },
              { text: "subline", size: [0.03, 0.036], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 0.5, 1] },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { logo: 0.06 },
              { rule: { width: 0.08, thickness: 0.006, color: "primary" }, space: 5 },
              { text: "headline", size: [0.06, 0.1], lines: 4, space: 4 },
              { text: "subline", size: [0.026, 0.032], lines: 4 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 0.48, 1] },
          {
            kind: "stack",
            box: [0.54, 0, 0.46, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { logo: 0.08 },
              { rule: { width: 0.08, thickness: 0.007, color: "primary" }, space: 5 },
              { text: "headline", size: [0.08, 0.13], lines: 3, space: 4 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.3, 0.4], lines: 1, box: [0.15, 0, 0.6, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.16, 0.2], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 1, 0.6] },
          {
            kind: "stack",
            box: [0, 0.64, 1, 0.36],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.024, 0.028], lines: 1 },
              { rule: { width: 0.1, thickness: 0.006, color: "primary" } },
              { text: "headline", size: [0.065, 0.1], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 0.5, 1] },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.022, 0.026], lines: 1 },
              { rule: { width: 0.08, thickness: 0.006, color: "primary" } },
              { text: "headline", size: [0.055, 0.09], lines: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 0.48, 1] },
          {
            kind: "stack",
            box: [0.54, 0, 0.46, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.028, 0.032], lines: 1 },
              { rule: { width: 0.08, thickness: 0.007, color: "primary" } },
              { text: "headline", size: [0.07, 0.11], lines: 3 },
            ],
          },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.28, 0.4], lines: 1, box: [0.15, 0, 0.85, 1], on: "background", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 1, 0.54] },
          { kind: "text", text: "badge", size: [0.04, 0.055], lines: 1, box: [0.5, 0.02, 0.48, 0.08], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.58, 1, 0.42],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.07], lines: 2 },
              { rule: { width: 0.1, thickness: 0.006, color: "primary" }, space: 3 },
              {
                row: [
                  { text: "price", size: [0.11, 0.17] },
                  { text: "oldPrice", size: [0.04, 0.05] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.03, 0.036], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 0.5, 1] },
          { kind: "text", text: "badge", size: [0.036, 0.05], lines: 1, box: [0.02, 0.02, 0.46, 0.1], on: "photo", align: "start", justify: "start" },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.042, 0.06], lines: 3 },
              { rule: { width: 0.08, thickness: 0.006, color: "primary" }, space: 3 },
              { text: "price", size: [0.09, 0.14], space: 3 },
              { text: "oldPrice", size: [0.034, 0.042] },
              { text: "cta", size: [0.026, 0.03], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0, 0.48, 1] },
          { kind: "text", text: "badge", size: [0.045, 0.06], lines: 1, box: [0.02, 0.03, 0.44, 0.14], on: "photo", align: "start", justify: "start" },
          {
            kind: "stack",
            box: [0.54, 0, 0.46, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.05, 0.07], lines: 2 },
              { rule: { width: 0.08, thickness: 0.007, color: "primary" }, space: 3 },
              {
                row: [
                  { text: "price", size: [0.12, 0.18] },
                  { text: "oldPrice", size: [0.045, 0.055] },
                ],
                gap: 3,
                space: 3,
              },
              { text: "cta", size: [0.034, 0.04], space: 5 },
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
                  { text: "headline", size: [0.22, 0.28] },
                  { text: "price", size: [0.36, 0.46] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "badge", size: [0.2, 0.26], lines: 1, box: [0.77, 0, 0.23, 1], on: "background", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0.14, 0.02, 0.72, 0.4], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.48, 1, 0.42],
            on: "background",
            align: "center",
            justify: "center",
            gap: 5,
            items: [{ rule: { width: 0.1, thickness: 0.006, color: "primary" } }, { text: "headline", size: [0.075, 0.12], lines: 3 }, { text: "cta", size: [0.032, 0.038] }],
          },
          { kind: "logo", box: [0.3, 0.93, 0.4, 0.07], align: "center" },
        ],
      },
      square: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0, 0.06, 0.48, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0.54, 0, 0.46, 0.86],
            on: "background",
            align: "center",
            justify: "center",
            gap: 5,
            items: [{ rule: { width: 0.08, thickness: 0.006, color: "primary" } }, { text: "headline", size: [0.06, 0.1], lines: 4 }, { text: "cta", size: [0.026, 0.032] }],
          },
          { kind: "logo", box: [0.6, 0.9, 0.34, 0.1], align: "center" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          grid,
          { kind: "image", frame: "safe", box: [0.02, 0, 0.42, 1], shape: "circle" },
          {
            kind: "stack",
            box: [0.5, 0, 0.5, 0.84],
            on: "background",
            align: "center",
            justify: "center",
            gap: 5,
            items: [{ rule: { width: 0.08, thickness: 0.007, color: "primary" } }, { text: "headline", size: [0.08, 0.13], lines: 3 }, { text: "cta", size: [0.034, 0.04] }],
          },
          { kind: "logo", box: [0.6, 0.88, 0.3, 0.12], align: "center" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.3, 0.4], lines: 1, box: [0.15, 0, 0.6, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.16, 0.2], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
