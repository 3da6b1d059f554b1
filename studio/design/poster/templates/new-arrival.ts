/** New arrival: a launch in the dark, the photo melting into a near-black page, crisp white type and an electric lime accent. */
import type { PosterTemplateSource, ScrimSource } from "../template-schema";

/** Dark at the top for the logo, clear over the product, then into the page colour where the words begin. */
const fadeDown: ScrimSource = {
  color: "background",
  direction: "down",
  stops: [
    [0, 0.45],
    [0.16, 0],
    [0.62, 0],
    [0.9, 0.85],
    [1, 1],
  ],
};

export default {
  id: "new-arrival",
  name: "New arrival",
  category: "launch",
  description: "A launch in the dark: the photo melts into a near-black page, crisp white type and an electric lime accent.",
  palette: { primary: "#c6f432", secondary: "#1b1f27", accent: "#c6f432", background: "#0d0f14", text: "#ffffff" },
  fonts: { heading: "montserrat", body: "noto-sans" },
  text: {
    headline: { font: "heading", weight: 800, leading: 1.02, tracking: -0.02, color: "text" },
    subline: { font: "body", weight: 400, leading: 1.45, color: "text", opacity: 0.78 },
    price: { font: "heading", weight: 800, leading: 1, tracking: -0.02, color: "primary" },
    oldPrice: { font: "heading", weight: 500, color: "text", strike: true, opacity: 0.7 },
    badge: { font: "heading", weight: 800, case: "upper", tracking: 0.12, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 0.9, padY: 0.55 } },
    coupon: {
      font: "heading",
      weight: 700,
      case: "upper",
      tracking: 0.14,
      color: "primary",
      plate: { fill: "secondary", shape: "rounded", padX: 0.8, padY: 0.55, border: { color: "primary", width: 0.06, dashed: true } },
    },
    couponLabel: { font: "body", weight: 600, case: "upper", tracking: 0.24, color: "text", opacity: 0.7 },
    dates: { font: "body", weight: 600, case: "upper", tracking: 0.16, color: "primary" },
    cta: { font: "heading", weight: 700, case: "upper", tracking: 0.1, color: "onPrimary", plate: { fill: "primary", shape: "pill", padX: 1.2, padY: 0.7 } },
  },
  layouts: {
    print: {
      background: "background",
      layers: [
        { kind: "image", box: [0, 0, 1, 0.64], scrim: fadeDown },
        { kind: "logo", box: [0, 0, 0.34, 0.05], align: "start", on: "photo" },
        { kind: "text", text: "badge", size: [0.022, 0.03], box: [0.56, 0, 0.44, 0.06], on: "photo", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0, 0.58, 1, 0.22],
          on: "background",
          align: "start",
          justify: "end",
          gap: 2.4,
          items: [
            { rule: { width: 0.12, thickness: 0.006, color: "primary" } },
            { text: "headline", size: [0.048, 0.1], lines: 4, space: 3 },
            { text: "subline", size: [0.022, 0.028], lines: 3 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.82, 0.7, 0.18],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.015, 0.018], lines: 2 },
            {
              row: [
                { text: "price", size: [0.04, 0.065] },
                { text: "oldPrice", size: [0.022, 0.03] },
              ],
              gap: 2.5,
              space: 2,
            },
            {
              row: [
                { text: "couponLabel", size: [0.013, 0.015] },
                { text: "coupon", size: [0.018, 0.024] },
              ],
              gap: 2,
              space: 2,
            },
            { text: "cta", size: [0.016, 0.022], space: 2.4 },
          ],
        },
        { kind: "qr", box: [0.76, 0.82, 0.24, 0.18], align: "end", justify: "end" },
      ],
    },
    feed: {
      background: "background",
      layers: [
        { kind: "image", box: [0, 0, 1, 0.6], scrim: fadeDown },
        { kind: "logo", box: [0, 0, 0.34, 0.06], align: "start", on: "photo" },
        { kind: "text", text: "badge", size: [0.024, 0.03], box: [0.56, 0, 0.44, 0.07], on: "photo", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0, 0.5, 1, 0.26],
          on: "background",
          align: "start",
          justify: "end",
          gap: 2,
          items: [
            { rule: { width: 0.12, thickness: 0.006, color: "primary" } },
            { text: "headline", size: [0.05, 0.085], lines: 3, space: 2.4 },
            { text: "subline", size: [0.024, 0.03], lines: 3 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.78, 0.72, 0.22],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1.4,
          items: [
            { text: "dates", size: [0.018, 0.022], lines: 2 },
            {
              row: [
                { text: "price", size: [0.04, 0.06] },
                { text: "oldPrice", size: [0.024, 0.03] },
              ],
              gap: 2.5,
              space: 1.6,
            },
            {
              row: [
                { text: "couponLabel", size: [0.015, 0.017] },
                { text: "coupon", size: [0.018, 0.024] },
              ],
              gap: 2,
              space: 1.6,
            },
            { text: "cta", size: [0.018, 0.024], space: 2 },
          ],
        },
        { kind: "qr", box: [0.76, 0.78, 0.24, 0.22], align: "end", justify: "end" },
      ],
    },
    story: {
      background: "background",
      layers: [
        { kind: "image", box: [0, 0, 1, 0.6], scrim: fadeDown },
        { kind: "logo", box: [0, 0, 0.34, 0.045], align: "start", on: "photo" },
        { kind: "text", text: "badge", size: [0.026, 0.034], box: [0.56, 0, 0.44, 0.05], on: "photo", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0, 0.48, 1, 0.3],
          on: "background",
          align: "start",
          justify: "end",
          gap: 2.4,
          items: [
            { rule: { width: 0.14, thickness: 0.007, color: "primary" } },
            { text: "headline", size: [0.06, 0.11], lines: 4, space: 3 },
            { text: "subline", size: [0.028, 0.036], lines: 4 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.8, 0.68, 0.2],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1.6,
          items: [
            { text: "dates", size: [0.02, 0.026], lines: 2 },
            {
              row: [
                { text: "price", size: [0.05, 0.075] },
                { text: "oldPrice", size: [0.026, 0.036] },
              ],
              gap: 2.5,
              space: 2,
            },
            {
              row: [
                { text: "couponLabel", size: [0.016, 0.019] },
                { text: "coupon", size: [0.02, 0.028] },
              ],
              gap: 2,
              space: 2,
            },
            { text: "cta", size: [0.02, 0.028], space: 2.4 },
          ],
        },
        { kind: "qr", box: [0.72, 0.82, 0.28, 0.18], align: "end", justify: "end" },
      ],
    },
    square: {
      background: "background",
      layers: [
        {
          kind: "image",
          box: [0.42, 0, 0.58, 1],
          scrim: {
            color: "background",
            direction: "right",
            stops: [
              [0, 1],
              [0.3, 0],
            ],
          },
        },
        { kind: "logo", box: [0, 0, 0.34, 0.08], align: "start", on: "background" },
        { kind: "text", text: "badge", size: [0.024, 0.03], box: [0.62, 0, 0.38, 0.08], on: "photo", align: "end", justify: "center" },
        {
          kind: "stack",
          box: [0, 0.12, 0.52, 0.44],
          on: "background",
          align: "start",
          justify: "center",
          gap: 2,
          items: [
            { rule: { width: 0.1, thickness: 0.006, color: "primary" } },
            { text: "headline", size: [0.042, 0.075], lines: 5, space: 2.4 },
            { text: "subline", size: [0.021, 0.026], lines: 4 },
          ],
        },
        {
          kind: "stack",
          box: [0, 0.58, 0.52, 0.42],
          on: "background",
          align: "start",
          justify: "end",
          gap: 1.4,
          items: [
            { text: "dates", size: [0.017, 0.02], lines: 2 },
            {
              row: [
                { text: "price", size: [0.038, 0.055] },
                { text: "oldPrice", size: [0.02, 0.026] },
              ],
              gap: 2,
              space: 1.6,
            },
            { text: "couponLabel", size: [0.015, 0.017], space: 1.6 },
            { text: "coupon", size: [0.017, 0.024], space: 0.6 },
            { text: "cta", size: [0.016, 0.022], space: 2 },
          ],
        },
        { kind: "qr", box: [0.74, 0.74, 0.26, 0.26], align: "end", justify: "end" },
      ],
    },
  },
} satisfies PosterTemplateSource;
