// Writes N synthetic doc pages of realistic size (front matter, an intro, headings,
// lists, tables, code blocks, links to sibling pages) plus a sidebars JSON, for the
// scale benchmark. Code blocks are js/bash/json: the type check of ts samples is
// measured separately on the real content.
import fs from "node:fs"
import path from "node:path"

const WORDS = (
  "store slice reducer action selector middleware thunk cache query mutation endpoint tag invalidation " +
  "subscription state update immutable draft entity adapter normalized listener effect dispatch hook component " +
  "render request response error loading refetch polling prefetch serialize payload type definition option default"
).split(" ")

function sentence(seed, length) {
  const words = []
  for (let i = 0; i < length; i++) words.push(WORDS[(seed * 31 + i * 17) % WORDS.length])
  words[0] = words[0][0].toUpperCase() + words[0].slice(1)
  return words.join(" ") + "."
}

function paragraph(seed) {
  return Array.from({ length: 5 }, (_, i) => sentence(seed + i, 9 + ((seed + i) % 7))).join(" ")
}

export function generateSynthetic(outDir, count) {
  fs.rmSync(outDir, { recursive: true, force: true })
  const groups = Math.ceil(count / 100)
  const sidebar = []
  const required = {
    "introduction/getting-started": "Getting Started",
    "tutorials/overview": "Tutorials Overview",
    "usage/usage-guide": "Usage Guide",
    "api/configureStore": "configureStore",
    "rtk-query/overview": "RTK Query Overview",
  }
  const ids = []
  for (let i = 0; i < count; i++) {
    const group = `group-${String(Math.floor(i / 100)).padStart(3, "0")}`
    ids.push(`api/${group}/page-${i}`)
  }
  const all = [...Object.keys(required), ...ids]
  all.forEach((id, index) => {
    const title = required[id] ?? `Synthetic page ${index}`
    const next = all[(index + 1) % all.length]
    const previous = all[(index + all.length - 1) % all.length]
    const body = [
      "---",
      `title: '${title}'`,
      `description: 'Synthetic page ${index} for the scale benchmark.'`,
      "---",
      "",
      paragraph(index),
      "",
      "## Overview",
      "",
      paragraph(index + 1),
      "",
      `See [the next page](/${next}) and [the previous one](/${previous}#usage).`,
      "",
      "## Usage",
      "",
      paragraph(index + 2),
      "",
      "```js title=\"src/store.js\"",
      "import { configureStore, createSlice } from '@reduxjs/toolkit'",
      "",
      `const slice${index} = createSlice({`,
      `  name: 'item${index}',`,
      "  initialState: { value: 0, items: [] },",
      "  reducers: {",
      "    added(state, action) {",
      "      state.items.push(action.payload)",
      "    },",
      "  },",
      "})",
      "",
      `export const store = configureStore({ reducer: { item: slice${index}.reducer } })`,
      "```",
      "",
      "### Options",
      "",
      "| option | type | default |",
      "| --- | --- | --- |",
      "| `name` | `string` | required |",
      "| `initialState` | `State` | required |",
      "",
      "- " + sentence(index, 8),
      "- " + sentence(index + 3, 10),
      "",
      "### Details",
      "",
      paragraph(index + 4),
      "",
      "```bash",
      "npm install @reduxjs/toolkit react-redux",
      "```",
      "",
      "## Related",
      "",
      paragraph(index + 5),
      "",
    ].join("\n")
    const file = path.join(outDir, `${id}.mdx`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  })
  sidebar.push({ type: "category", label: "Basics", collapsed: false, items: Object.keys(required) })
  for (let g = 0; g < groups; g++) {
    const group = `group-${String(g).padStart(3, "0")}`
    sidebar.push({ type: "category", label: `Group ${g}`, items: ids.filter((id) => id.includes(`/${group}/`)) })
  }
  fs.writeFileSync(path.join(outDir, "sidebars.json"), JSON.stringify({ docs: sidebar }))
  return { pages: all.length }
}
