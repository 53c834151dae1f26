import React, { type CSSProperties } from "react"
import { COPY_ICON } from "./code-block-markup"
import * as styles from "./CodeBlock.module.css"

export interface CodeBlockProps {
  /** Build-time highlighted lines (`<span class="line">`), from the dialect's remark plugin. */
  html?: string
  /** Plain code, for `<CodeBlock language="js">{code}</CodeBlock>` written by hand. */
  children?: string
  language?: string
  title?: string
  /** `true` or the first line number. */
  showLineNumbers?: boolean | number
  className?: string
}

function plainLines(code: string): JSX.Element[] {
  return code
    .replace(/\n$/, "")
    .split("\n")
    .flatMap((line, index) => [
      ...(index > 0 ? ["\n"] : []),
      <span key={index} className="line">
        {line}
      </span>,
    ]) as JSX.Element[]
}

/**
 * A code block: optional title bar, highlighted lines, copy and word-wrap
 * buttons, as a <docs-code-block> element whose behaviour (code-block-element.ts)
 * wakes up wherever this markup appears. A reader may press a button before
 * React hydrates the block: hence `suppressHydrationWarning` where it changes.
 */
/** Pagefind weight of code (prose is 1, an h1 7): a name met only in code ranks below a page that explains it. */
const CODE_SEARCH_WEIGHT = "0.3"

export function CodeBlock({ html, children, language = "text", title, showLineNumbers, className }: CodeBlockProps): JSX.Element {
  const firstLine = typeof showLineNumbers === "number" ? showLineNumbers : 1
  const lineNumberStyle = showLineNumbers ? ({ counterReset: `line ${firstLine - 1}` } as CSSProperties) : undefined

  return (
    <docs-code-block class={[styles.codeBlock, className].filter(Boolean).join(" ")} data-language={language} suppressHydrationWarning>
      {/* A file name is a label, not prose; code stays searchable, weighted below prose (docs/decisions.md). */}
      {title ? <div className={styles.title} data-pagefind-ignore="all">{title}</div> : null}
      <div className={styles.body}>
        <pre
          className={[styles.pre, `language-${language}`].filter(Boolean).join(" ")}
          data-line-numbers={showLineNumbers ? "" : undefined}
          style={lineNumberStyle}
          tabIndex={0}
          data-pagefind-weight={CODE_SEARCH_WEIGHT}
          suppressHydrationWarning
          aria-label={title ? `${title} (${language})` : `Code (${language})`}
        >
          {html !== undefined ? (
            <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <code className={`language-${language}`}>
              {plainLines(children ?? "")}
            </code>
          )}
        </pre>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            aria-pressed="false"
            aria-label="Toggle word wrap"
            title="Toggle word wrap"
            data-code-action="wrap"
            suppressHydrationWarning
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M2 4h12M2 8h9.5a2.5 2.5 0 0 1 0 5H8m1.5-2L8 13l1.5 2M2 12h3" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.button}
            aria-label="Copy code to clipboard"
            title="Copy"
            data-code-action="copy"
            suppressHydrationWarning
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d={COPY_ICON} suppressHydrationWarning />
            </svg>
          </button>
        </div>
        <span role="status" className={styles.status} suppressHydrationWarning />
      </div>
    </docs-code-block>
  )
}
