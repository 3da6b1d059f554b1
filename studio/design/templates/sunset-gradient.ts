/** Sunset gradient: peach into deep violet, the photo on a rounded card with a glow behind it, white type. */
import type { FillSource, TemplateSource } from "../template-schema";

/** Peach at the photo's end, violet where the words are: text always sits on the dark half. */
const downGradient: FillSource = { gradient: ["primary", "secondary"], angle: 90 };
const acrossGradient: FillSource = { gradient: ["primary", "secondary"], angle: 0 };

export default {
  id: "sunset-gradient",
  name: "Sunset gradient",
  category: "lifestyle",
  description: "Peach melting into deep violet, the photo on a rounded card with a soft glow, and white type.",
  palette: { primary: "#ff7e5f", secondary: "#2b1055", accent: "#feb47b", background: "#2b1055", text: "#ffffff" },
  fonts: { heading: "montserrat", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 700, leading: 1.1, tracking: -0.01, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.45, color: "text", opacity: 0.9 },
    label: { font: "body", weight: 700, case: "upper", tracking: 0.2, color: "accent" },
    price: { font: "heading", weight: 800, leading: 1, color: "text" },
    oldPrice: { font: "body", weight: 500, color: "text", strike: true, opacity: 0.75 },
    badge: { font: "heading", weight: 800, color: "onAccent", plate: { fill: "accent", shape: "circle", padX: 0.45, padY: 0.45 } },
    cta: { font: "heading", weight: 700, color: "secondary", plate: { fill: "white", shape: "pill", padX: 1.2, padY: 0.65 } },
  },
  roles: {
    cover: {
      tall: {
        background: downGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0.4, 0, 0.6, 0.36], fill: "accent", opacity: 0.35 },
          { kind: "image", frame: "safe", box: [0.06, 0.02, 0.88, 0.54], shape: "rounded", radius: 0.04 },
          {
            kind: "stack",
            box: [0, 0.62, 1, 0.3],
            on: "secondary",
            align: "center",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.06, 0.1], lines: 3 },
              { text: "subline", size: [0.03, 0.036], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.3, 0.94, 0.4, 0.06], align: "center", on: "secondary" },
        ],
      },
      square: {
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0, 0.6, 0.6], fill: "accent", opacity: 0.35 },
          { kind: "image", frame: "safe", box: [0, 0.04, 0.48, 0.92], shape: "rounded", radius: 0.04 },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 0.86],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { text: "subline", size: [0.026, 0.032], lines: 4 },
            ],
          },
          { kind: "logo", box: [0.55, 0.9, 0.4, 0.1], align: "start", on: "secondary" },
        ],
      },
      wide: {
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0, 0.5, 0.9], fill: "accent", opacity: 0.35 },
          { kind: "image", frame: "safe", box: [0, 0, 0.44, 1], shape: "rounded", radius: 0.04 },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 0.84],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 3,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "subline", size: [0.032, 0.04], lines: 3 },
            ],
          },
          { kind: "logo", box: [0.52, 0.88, 0.3, 0.12], align: "start", on: "secondary" },
        ],
      },
      strip: {
        background: acrossGradient,
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
    feature: {
      tall: {
        background: downGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0.05, 0.6, 0.34], fill: "accent", opacity: 0.3 },
          { kind: "image", frame: "safe", box: [0.06, 0.02, 0.88, 0.6], shape: "rounded", radius: 0.04 },
          {
            kind: "stack",
            box: [0, 0.67, 1, 0.33],
            on: "secondary",
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
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0.4, 0.6, 0.6], fill: "accent", opacity: 0.3 },
          { kind: "image", frame: "safe", box: [0, 0.04, 0.48, 0.92], shape: "rounded", radius: 0.04 },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "secondary",
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
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0.1, 0.5, 0.9], fill: "accent", opacity: 0.3 },
          { kind: "image", frame: "safe", box: [0, 0, 0.44, 1], shape: "rounded", radius: 0.04 },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 1],
            on: "secondary",
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
        background: acrossGradient,
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.24, 0.34], lines: 1, box: [0.15, 0, 0.85, 1], on: "secondary", align: "start" },
        ],
      },
    },
    offer: {
      tall: {
        background: downGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0.4, 0, 0.6, 0.36], fill: "accent", opacity: 0.35 },
          { kind: "image", frame: "safe", box: [0.06, 0.02, 0.88, 0.5], shape: "rounded", radius: 0.04 },
          { kind: "text", text: "badge", size: [0.045, 0.062], lines: 2, box: [0.72, 0, 0.28, 0.17], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0, 0.57, 1, 0.43],
            on: "secondary",
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
              { text: "cta", size: [0.032, 0.038], space: 5 },
            ],
          },
        ],
      },
      square: {
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0, 0.6, 0.6], fill: "accent", opacity: 0.35 },
          { kind: "image", frame: "safe", box: [0, 0.1, 0.48, 0.86], shape: "rounded", radius: 0.04 },
          { kind: "text", text: "badge", size: [0.04, 0.055], lines: 2, box: [0.28, 0, 0.22, 0.24], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 1],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 2,
            items: [
              { text: "headline", size: [0.04, 0.055], lines: 3 },
              { text: "price", size: [0.09, 0.13], space: 3 },
              { text: "oldPrice", size: [0.034, 0.042] },
              { text: "cta", size: [0.028, 0.032], space: 5 },
            ],
          },
        ],
      },
      wide: {
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0, 0.5, 0.9], fill: "accent", opacity: 0.35 },
          { kind: "image", frame: "safe", box: [0, 0.04, 0.44, 0.96], shape: "rounded", radius: 0.04 },
          { kind: "text", text: "badge", size: [0.05, 0.065], lines: 2, box: [0.32, 0, 0.16, 0.34], on: "photo", align: "end", justify: "start" },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 1],
            on: "secondary",
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
              { text: "cta", size: [0.036, 0.042], space: 5 },
            ],
          },
        ],
      },
      strip: {
        background: acrossGradient,
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
                  { text: "price", size: [0.34, 0.44] },
                  { text: "oldPrice", size: [0.18, 0.22] },
                  { text: "headline", size: [0.2, 0.24] },
                ],
                gap: 8,
              },
            ],
          },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
    closing: {
      tall: {
        background: downGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0.15, 0.04, 0.7, 0.4], fill: "accent", opacity: 0.3 },
          { kind: "image", frame: "safe", box: [0.18, 0.04, 0.64, 0.38], shape: "circle" },
          {
            kind: "stack",
            box: [0, 0.5, 1, 0.4],
            on: "secondary",
            align: "center",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.036, 0.042] },
            ],
          },
          { kind: "logo", box: [0.3, 0.93, 0.4, 0.07], align: "center", on: "secondary" },
        ],
      },
      square: {
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0, 0.6, 1], fill: "accent", opacity: 0.3 },
          { kind: "image", frame: "safe", box: [0, 0.06, 0.48, 0.88], shape: "circle" },
          {
            kind: "stack",
            box: [0.55, 0, 0.45, 0.86],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.05, 0.08], lines: 4 },
              { text: "cta", size: [0.028, 0.034] },
            ],
          },
          { kind: "logo", box: [0.55, 0.9, 0.4, 0.1], align: "start", on: "secondary" },
        ],
      },
      wide: {
        background: acrossGradient,
        layers: [
          { kind: "shape", shape: "circle", box: [0, 0, 0.5, 1], fill: "accent", opacity: 0.3 },
          { kind: "image", frame: "safe", box: [0.02, 0.02, 0.42, 0.96], shape: "circle" },
          {
            kind: "stack",
            box: [0.52, 0, 0.48, 0.84],
            on: "secondary",
            align: "start",
            justify: "center",
            gap: 6,
            items: [
              { text: "headline", size: [0.065, 0.1], lines: 3 },
              { text: "cta", size: [0.036, 0.042] },
            ],
          },
          { kind: "logo", box: [0.52, 0.88, 0.3, 0.12], align: "start", on: "secondary" },
        ],
      },
      strip: {
        background: acrossGradient,
        layers: [
          { kind: "image", box: [0, 0, 0.124, 1] },
          { kind: "text", text: "headline", size: [0.26, 0.34], lines: 1, box: [0.15, 0, 0.6, 1], on: "secondary", align: "start" },
          { kind: "text", text: "cta", size: [0.18, 0.22], lines: 1, box: [0.77, 0.05, 0.23, 0.9], on: "secondary", align: "end" },
        ],
      },
    },
  },
} satisfies TemplateSource;
