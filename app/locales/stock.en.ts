/** The stock tab of /add-material (stock footage and images from Pexels or Vecteezy), in English; every key must exist in both languages. */
export const stockEn = {
  tab: "Stock footage",
  title: "Stock footage and photos",
  intro: "Clips and photos from stock libraries. Added ones go to your uploads with their author and licence.",
  search: {
    label: "Search stock footage",
    query: "Search for",
    placeholder: "coffee, city at night, beach…",
    kind: "Type",
    provider: "Library",
    submit: "Search",
  },
  kind: {
    clip: "Clips",
    image: "Photos",
  },
  found_one: "{{count}} result",
  found_other: "{{count}} results",
  empty: {
    start: "Type what the scene should show, then search.",
    none: "Nothing was found. Try other or fewer words.",
  },
  forProduct: "For a product (optional)",
  noProduct: "No product",
  add: "Add to your uploads",
  added: "“{{name}}” is in your uploads now.",
  by: "By",
  on: "on",
};
