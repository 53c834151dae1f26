import React, { Children, isValidElement, useId, type ReactNode } from "react"
import * as styles from "./Admonition.module.css"

export type AdmonitionType = "note" | "tip" | "info" | "caution" | "warning" | "danger"

const LABELS: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  caution: "Caution",
  warning: "Warning",
  danger: "Danger",
}

// 16×16 outline icons, decorative (the title says what the box is).
const ICONS: Record<AdmonitionType, ReactNode> = {
  note: <path d="M3 2.5h7l3 3v8H3zM10 2.5v3h3M5.5 8h5M5.5 10.5h5" />,
  tip: <path d="M8 1.5a4.5 4.5 0 0 0-2.5 8.2V12h5V9.7A4.5 4.5 0 0 0 8 1.5zM6 14.5h4" />,
  info: <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM8 7v4.5M8 4.5v.5" />,
  caution: <path d="M8 1.5 15 14H1zM8 6v4M8 11.5v.5" />,
  warning: <path d="M8 1.5 15 14H1zM8 6v4M8 11.5v.5" />,
  danger: <path d="M5.3 1.5h5.4l3.8 3.8v5.4l-3.8 3.8H5.3l-3.8-3.8V5.3zM8 4.5v4.5M8 11v.5" />,
}

export interface AdmonitionProps {
  type: AdmonitionType
  /** Defaults to the type's name; may hold inline code. */
  title?: ReactNode
  /** Set by the dialect when the title holds Markdown (code, links): the first child is the title paragraph. */
  titleFromFirstChild?: boolean
  children?: ReactNode
}

/** `:::tip Title` … `:::` — an aside (role note) in the type's colour, with an icon. */
export function Admonition({ type, title, titleFromFirstChild, children }: AdmonitionProps): JSX.Element {
  const known: AdmonitionType = type in LABELS ? type : "note"
  const titleId = useId()
  let body = children
  if (titleFromFirstChild) {
    const [first, ...rest] = Children.toArray(children)
    if (isValidElement<{ children?: ReactNode }>(first)) {
      title = first.props.children
      body = rest
    }
  }
  return (
    <aside role="note" aria-labelledby={titleId} className={[styles.admonition, styles[known], "admonition", `admonition-${known}`].filter(Boolean).join(" ")}>
      <p className={styles.title} id={titleId}>
        <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          {ICONS[known]}
        </svg>
        <span>{title ?? LABELS[known]}</span>
      </p>
      <div className={styles.body}>{body}</div>
    </aside>
  )
}
