/**
 * Where a static doc body's compiled MDX is kept: one CommonJS module per body, named
 * by the digest of what it was made from. Shared by the build (static-bodies.ts) and
 * the server renderer (serverBody.node.tsx), so it uses string operations only.
 */
export function staticBodyFile(dir: string, key: string): string {
  return `${dir.replace(/\/+$/, "")}/${key}.js`
}
