/** Text made safe as HTML element content. */
export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** Text made safe anywhere in HTML, attribute values (single- or double-quoted) included. */
export function escapeHtml(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;").replace(/'/g, "&#39;")
}
