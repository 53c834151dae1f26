/** Builders for the MDX JSX nodes the dialect emits (mdast `mdxJsxFlowElement` with estree-backed props). */
import type { Content } from "mdast"

export type AttributeValue = string | number | boolean | JsxExpression

/** A prop whose value is an estree expression (for JSX or non-string literals). */
export interface JsxExpression {
  estree: EstreeExpression
  source: string
}

type EstreeExpression = Record<string, unknown> & { type: string }

export interface JsxAttribute {
  type: "mdxJsxAttribute"
  name: string
  value?: string | null | { type: "mdxJsxAttributeValueExpression"; value: string; data: { estree: unknown } }
}

export interface JsxFlowElement {
  type: "mdxJsxFlowElement"
  name: string | null
  attributes: JsxAttribute[]
  children: Content[]
  data?: Record<string, unknown>
}

function program(expression: EstreeExpression): unknown {
  return {
    type: "Program",
    sourceType: "module",
    body: [{ type: "ExpressionStatement", expression }],
    comments: [],
  }
}

export function literal(value: string | number | boolean): JsxExpression {
  return { estree: { type: "Literal", value, raw: JSON.stringify(value) }, source: JSON.stringify(value) }
}

export function attribute(name: string, value: AttributeValue): JsxAttribute {
  if (value === true) return { type: "mdxJsxAttribute", name, value: null }
  // Strings go through an expression too: JSX attribute strings cannot hold every character.
  const expression = typeof value === "object" ? value : literal(value)
  return {
    type: "mdxJsxAttribute",
    name,
    value: { type: "mdxJsxAttributeValueExpression", value: expression.source, data: { estree: program(expression.estree) } },
  }
}

export function element(
  name: string,
  props: Record<string, AttributeValue | undefined | false>,
  children: Content[] = [],
): JsxFlowElement {
  const attributes = Object.entries(props)
    .filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined && entry[1] !== false)
    .map(([key, value]) => attribute(key, value))
  return { type: "mdxJsxFlowElement", name, attributes, children }
}

export function plainText(nodes: Content[]): string {
  return nodes
    .map((node) => {
      if ("value" in node && typeof node.value === "string") return node.value
      if ("children" in node) return plainText(node.children as Content[])
      return ""
    })
    .join("")
}
