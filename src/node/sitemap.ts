import fs from "node:fs"
import { publicFile } from "./public-path"

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

export function sitemapXml(origin: string, routes: string[]): string {
  const urls = [...new Set(routes)]
    .sort()
    .map((route) => `  <url><loc>${escapeXml(origin + route)}</loc></url>`)
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function writeSitemap(publicDir: string, origin: string, routes: string[]): void {
  fs.writeFileSync(publicFile(publicDir, "sitemap.xml"), sitemapXml(origin, routes))
}

export function writeRobots(publicDir: string, origin: string): void {
  fs.writeFileSync(publicFile(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
}
