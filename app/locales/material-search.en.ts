/** /add-material's search box and attaching an item to a product, in English; every key must exist in both languages. */
export const materialSearchEn = {
  search: {
    label: "Search your media",
    query: "Search uploads, backgrounds and stock",
    placeholder: "bottle, bokeh, sunset…",
    submit: "Search",
    clear: "Clear search",
    title: "Search results",
    intro: "For “{{query}}”",
    found_one: "{{count}} found",
    found_other: "{{count}} found",
    noneOwn: "None of your uploads match these words.",
    noneBroll: "No moving background matches these words.",
    noneStock: "Nothing in stock matches these words.",
    moreStock: "More in stock footage",
  },
  attach: {
    for: "For:",
    label: "Attach to a product",
    submit: "Attach",
    attached: "Attached to “{{product}}”.",
  },
};
