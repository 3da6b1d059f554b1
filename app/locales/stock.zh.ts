/** The stock tab of /add-material, in Simplified Chinese; every key must exist in both languages. */
export const stockZh = {
  tab: "素材库",
  title: "素材库视频和照片",
  intro: "来自素材库的视频和照片。添加后会连同作者和许可协议一起保存到你的上传中。",
  search: {
    label: "搜索素材库",
    query: "搜索",
    placeholder: "咖啡、夜晚的城市、海滩……",
    kind: "类型",
    provider: "素材库",
    submit: "搜索",
  },
  kind: {
    clip: "视频",
    image: "照片",
  },
  found_one: "{{count}} 个结果",
  found_other: "{{count}} 个结果",
  empty: {
    start: "输入画面要展示的内容，然后搜索。",
    none: "没有找到结果，请换个词或减少关键词。",
  },
  forProduct: "用于产品（可选）",
  noProduct: "不关联产品",
  add: "添加到我的上传",
  added: "“{{name}}”已添加到你的上传。",
  by: "作者",
  on: "来自",
};
