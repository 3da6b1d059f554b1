/** Soft editorial: blush paper, the photo in an arch, a fine serif headline and quiet tracked labels. */
import type { TemplateSource } from "../template-schema";

export default {
  id: "soft-editorial",
  name: "Soft editorial",
  category: "lifestyle",
  description: "Blush paper, the photo in an arch, a fine serif headline and quiet tracked labels.",
  palette: { primary: "#9d6b73", secondary: "#5e5660", accent: "#e9c2bd", background: "#fbf4ef", text: "#3d3135" },
  fonts: { heading: "playfair-display", body: "lora" },
  text: {
    headline: { font: "heading", weight: 500, leading: 1.12, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.55, color: "text", opacity: 0.82 },
    label: { font: "body", weight: 600, case: "upper", tracking: 0.3, color: "primary" },
    price: { font: "heading", weight: 500, leading: 1, color: "text" },
    oldPrice: { font: "body", weight: 400, color: "text", strike: true, opacity: 0.6 },
    badge: { font: "body", weight: 600, case: "upper", tracking: 0.08, color: "onPrimary", plate: { fill: "primary", shape: "circle", padX: 0.55, padY: 0.55 } },
    cta: { font: "body", weight: 600, case: "upper", tracking: 0.18, color: "onSecondary", plate: { fill: "secondary", shape: "pill", padX: 1.5, padY: 0.8 } },
  },
  roles: {
    cover: {
      tall: {
        background: "background",
        layers: [
          { kind: "shape", shape: "circle", frame: "safe", box: [0.58, 0, 0.42, 0.24], fill: "accent", opacity: 0.7 },
          { kind: "image", frame: "safe", box: [0.12, 0.04, 0.76, 0.56], shape: "arch" },
          {
            kind: "stack",
            box: [0, 0.65, 1, 0.27],
            on: "background",
            align: "center",
            justify: "start",
            gap: 3,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { text: "subline", size: [0.028, 0.034], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.35, 0.94, 0.3, 0.06], align: "center" },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "shape", shape: "circle", frame: "safe", box: [0.26, 0, 0.26, 0.26], fill: "accent", opacity: 0.7 },
          { kind: "image", frame: "safe", box: [0.02, 0.04, 0.42, 0.96], shape: "arch" },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 0.86],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.05, 0.078], lines: 4 },
              { text: "subline", size: [0.025, 0.03], lines: 4 },
            ],
          },
          { kind: "logo", box: [0.61, 0.9, 0.3, 0.1], align: "center" },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "shape", shape: "circle", frame: "safe", box: [0.24, 0, 0.16, 0.3], fill: "accent", opacity: 0.7 },
          { kind: "image", frame: "safe", box: [0.06, 0.04, 0.3, 0.96], shape: "arch" },
          {
            kind: "stack",
            box: [0.44, 0, 0.52, 0.84],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "subline", size: [0.03, 0.038], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.55, 0.88, 0.3, 0.12], align: "center" },
        ],
      },
      strip: {
        background: "background",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "background", align: "start" },
          { kind: "text", text: "cta", size: [0.14, 0.17], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: "background",
        layers: [
          { kind: "shape", shape: "circle", frame: "safe", box: [0, 0.36, 0.36, 0.22], fill: "accent", opacity: 0.7 },
          { kind: "image", frame: "safe", box: [0.12, 0.02, 0.76, 0.6], shape: "arch" },
          {
            kind: "stack",
            box: [0, 0.67, 1, 0.33],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.02, 0.024], lines: 1 },
              { text: "headline", size: [0.055, 0.085], lines: 3 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "shape", shape: "circle", frame: "safe", box: [0, 0.7, 0.3, 0.3], fill: "accent", opacity: 0.7 },
          { kind: "image", frame: "safe", box: [0.06, 0, 0.4, 0.94], shape: "arch" },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.018, 0.022], lines: 1 },
              { text: "headline", size: [0.048, 0.075], lines: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "shape", shape: "circle", frame: "safe", box: [0, 0.66, 0.2, 0.34], fill: "accent", opacity: 0.7 },
          { kind: "image", frame: "safe", box: [0.06, 0, 0.3, 0.96], shape: "arch" },
          {
            kind: "stack",
            box: [0.44, 0, 0.52, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "label", size: [0.024, 0.028], lines: 1 },
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
          { kind: "image", frame: "safe", box: [0.14, 0.02, 0.72, 0.52], shape: "arch" },
          { kind: "text", text: "badge", size: [0.034, 0.046], lines: 2, box: [0.7, 0.28, 0.28, 0.17], on: "photo", align: "end", justify: "center" },
          {
            kind: "stack",
            box: [0, 0.58, 1, 0.42],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.042, 0.056], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.09, 0.13] },
                  { text: "oldPrice", size: [0.036, 0.044] },
                ],
                gap: 3,
                space: 2,
              },
              { text: "cta", size: [0.026, 0.032], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0.02, 0.06, 0.42, 0.94], shape: "arch" },
          { kind: "text", text: "badge", size: [0.03, 0.042], lines: 2, box: [0.28, 0, 0.22, 0.22], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.038, 0.05], lines: 3 },
              { text: "price", size: [0.08, 0.12], space: 3 },
              { text: "oldPrice", size: [0.032, 0.04] },
              { text: "cta", size: [0.022, 0.028], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: "background",
        layers: [
          { kind: "image", frame: "safe", box: [0.06, 0.06, 0.3, 0.94], shape: "arch" },
          { kind: "text", text: "badge", size: [0.04, 0.052], lines: 2, box: [0.26, 0, 0.14, 0.3], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.44, 0, 0.52, 1],
            on: "background",
            align: "center",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.045, 0.06], lines: 2 },
              {
                row: [
                  { text: "price", size: [0.1, 0.14] },
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
                  { text: "price", size: [0.32, 0.42] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.2, 0.24] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "cta", size: [0.14, 0.17], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "background", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: "secondary",
        layers: [
          { kind: "image", frame: "safe", box: [0.22, 0.04, 0.56, 0.42], shape: "arch" },
          {
            kind: "stack",
            box: [0, 0.52, 1, 0.38],
            on: "secondary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.06, 0.095], lines: 3 },
              { text: "cta", size: [0.028, 0.034] },
            ],
          },
          { kind: "logo", box: [0.35, 0.93, 0.3, 0.07], align: "center", on: "secondary" },
        ],
      },
      square: {
        background: "secondary",
        layers: [
          { kind: "image", frame: "safe", box: [0.04, 0.04, 0.4, 0.96], shape: "arch" },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 0.86],
            on: "secondary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.05, 0.078], lines: 4 },
              { text: "cta", size: [0.024, 0.03] },
            ],
          },
          { kind: "logo", box: [0.61, 0.9, 0.3, 0.1], align: "center", on: "secondary" },
        ],
      },
      wide: {
        background: "secondary",
        layers: [
          { kind: "image", frame: "safe", box: [0.06, 0.04, 0.3, 0.96], shape: "arch" },
          {
            kind: "stack",
            box: [0.44, 0, 0.52, 0.84],
            on: "secondary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.03, 0.036] },
            ],
          },
          { kind: "logo", box: [0.55, 0.88, 0.3, 0.12], align: "center", on: "secondary" },
        ],
      },
      strip: {
        background: "secondary",
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.14, 0.17], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
