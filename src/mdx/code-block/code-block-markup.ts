/** Shared by the code block's markup (CodeBlock.tsx) and its behaviour (code-block-element.ts). */

export const CODE_BLOCK_TAG = "docs-code-block"

/** The copy button's icon, and the check mark it shows while the code is copied. */
export const COPY_ICON = "M5.5 5.5h8v8h-8zM10.5 5.5v-3h-8v8h3"
export const COPIED_ICON = "M3 8.5 6.5 12 13 4.5"

/** How long the copy button shows "Copied". */
export const COPIED_FOR_MS = 2000
