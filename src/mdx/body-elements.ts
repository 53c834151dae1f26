/**
 * Registers the custom elements Markdown renders into. Called once from the browser
 * entry (gatsby-browser.tsx); every element then wakes up wherever its HTML appears.
 * The server renders them as plain markup and never loads this module.
 */
import { CODE_BLOCK_TAG } from "./code-block/code-block-markup"
import { CodeBlockElement } from "./code-block/code-block-element"
import { TABLE_TAG, TableElement } from "./table/table-element"
import { TABS_TAG } from "./tabs/tabs-attributes"
import { TabsElement } from "./tabs/tabs-element"
import { COPY_PAGE_TAG, CopyPageElement } from "./copy-page-element"

const ELEMENTS: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  [TABS_TAG, TabsElement],
  [CODE_BLOCK_TAG, CodeBlockElement],
  [TABLE_TAG, TableElement],
  // Not in the body, but the same kind of widget: the doc title's "Copy page" button.
  [COPY_PAGE_TAG, CopyPageElement],
]

/** Safe to call again (hot reloading re-runs the entry): a name can be defined only once. */
export function defineBodyElements(): void {
  for (const [name, element] of ELEMENTS) {
    if (!customElements.get(name)) customElements.define(name, element)
  }
}
