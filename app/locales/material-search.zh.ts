/** /add-material's search box and attaching an item to a product, in Simplified Chinese; every key must exist in both languages. */
export const materialSearchZh = {
  search: {
    label: "搜索你的素材",
    query: "搜索上传的文件、动态背景和素材库",
    placeholder: "水杯、光斑、日落…",
    submit: "搜索",
    clear: "清除搜索",
    title: "搜索结果",
    intro: "搜索“{{query}}”",
    found_one: "找到 {{count}} 个",
    found_other: "找到 {{count}} 个",
    noneOwn: "你上传的文件中没有与这些词匹配的。",
    noneBroll: "没有与这些词匹配的动态背景。",
    noneStock: "素材库中没有与这些词匹配的内容。",
    moreStock: "在素材库中查看更多",
  },
  attach: {
    for: "用于：",
    label: "关联到产品",
    submit: "关联",
    attached: "已关联到“{{product}}”。",
  },
};
