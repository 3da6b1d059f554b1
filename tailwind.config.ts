import type { Config } from "tailwindcss";

// Colours are CSS variables (see app/tailwind.css) so light, dark and "follow the system" need no `dark:` variants.
const themed = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    // The product's breakpoints: phone, tablet, laptop, desktop.
    screens: { sm: "600px", md: "900px", lg: "1080px", xl: "1440px" },
    extend: {
      colors: {
        canvas: themed("canvas"),
        surface: themed("surface"),
        ink: themed("ink"),
        muted: themed("muted"),
        line: themed("line"),
        primary: { DEFAULT: themed("primary"), strong: themed("primary-strong"), soft: themed("primary-soft"), ink: themed("primary-ink") },
        success: themed("success"),
        danger: themed("danger"),
      },
    },
  },
  plugins: [],
} satisfies Config;
