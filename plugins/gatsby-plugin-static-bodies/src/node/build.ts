import path from "node:path"
import type { CreateDevServerArgs, CreatePagesArgs } from "gatsby"
import { mdxBodyCompiler, type MdxPluginOptions } from "./mdx-compile"
import { fragmentName, renderingDigest, sitePipelineDigest, writeStaticBodies, type StaticBodySource } from "./static-bodies"
import { DEVELOP_BODY_PATH, DEVELOP_BODY_REF, DEVELOP_EVENTS_PATH, type StaticBodyRef } from "../shared"
import { bodyEvents, developBodies, quietGate, watchFiles, type CompileFailure, type DocSource, type EventStream } from "./develop"

/** The cache of this plugin, where the compiled bodies are kept (shared with gatsby-node.ts's server bundle setting). */
export const PLUGIN_NAME = "gatsby-plugin-static-bodies"
export const bodiesDir = (cacheDirectory: string) => path.join(cacheDirectory, "doc-bodies")

/**
 * A build compiles static bodies in createPages and renders them on the server; `gatsby develop`
 * renders in the browser only and compiles a body when the page asks for it (serveDevelopBodies).
 */
export const buildsStaticBodies = () => process.env.NODE_ENV === "production"

/** `gatsby develop`'s page contexts: every static page names its body by route (DEVELOP_BODY_REF), nothing is compiled yet. */
export function developStaticBodies(routes: string[]): { refs: Map<string, StaticBodyRef>; summary: string } {
  return {
    refs: new Map(routes.map((route) => [route, DEVELOP_BODY_REF])),
    summary: `Static doc bodies: ${routes.length} pages, compiled when the browser asks (${DEVELOP_BODY_PATH})`,
  }
}

/** The static pages of a develop server, as the site's analysis knows them; read again on each request (a sidebars edit replaces it). */
export interface DevelopDoc {
  route: string
  absPath: string
}

/**
 * The develop server's part (onCreateDevServer): the body route, the edit channel, and the watch on
 * the content folder. Returns `announce`, which sends an event of the site's own on the same channel,
 * `whenQuiet`, which resolves once no body is being compiled and no doc was saved for a second, and
 * `stop`, which stops watching the content folder.
 */
export async function serveDevelopBodies(
  args: CreateDevServerArgs,
  {
    docs,
    contentDir,
    read,
    projectDir,
    mdxOptions,
    routes,
    displayPath,
  }: {
    docs: () => DevelopDoc[]
    contentDir: string
    read: (absPath: string) => DocSource
    projectDir: string
    mdxOptions: MdxPluginOptions
    routes: [relPath: string, route: string][]
    displayPath: (file: string) => string
  },
): Promise<{ announce: (event: string, data: unknown) => void; whenQuiet: () => Promise<void>; firstBodyServed: Promise<void>; stop: () => void }> {
  // gatsby-plugin-mdx reports a failed compile (panicOnBuild, with the MDX error) and returns nothing: kept for the answer.
  let failure: CompileFailure | null = null
  const reporter = Object.create(args.reporter, {
    panicOnBuild: {
      value: (report: { context?: { errorMeta?: { line?: number; reason?: string; message?: string } } }) => {
        const meta = report.context?.errorMeta
        failure = { line: meta?.line ?? undefined, message: meta?.reason ?? meta?.message?.split("\n")[0] ?? "the MDX does not compile" }
      },
    },
  }) as CreateDevServerArgs["reporter"]
  const compile = await mdxBodyCompiler({ ...args, reporter, cache: args.getCache("gatsby-plugin-mdx") }, { options: mdxOptions, projectDir, displayPath })
  const bodies = developBodies({
    fileOf: (route) => docs().find((doc) => doc.route === route)?.absPath ?? null,
    read,
    compile,
    digest: sitePipelineDigest(projectDir, routes),
    displayPath,
    cacheDir: path.join(args.getCache(PLUGIN_NAME).directory, "develop-bodies"),
    publicDir: path.join(projectDir, "public"),
    takeFailure: () => {
      const taken = failure
      failure = null
      return taken
    },
  })
  const events = bodyEvents()
  const quiet = quietGate()
  args.app.get(DEVELOP_BODY_PATH, (request: { query: Record<string, unknown> }, response: { status: (code: number) => { type: (type: string) => { send: (body: string) => void } } }) => {
    quiet.begin()
    void bodies
      .answer(String(request.query.route ?? ""))
      .then((answer) => {
        if (answer.status === 500) args.reporter.error(answer.body)
        response.status(answer.status).type(answer.type).send(answer.body)
      })
      .finally(quiet.end)
  })
  args.app.get(DEVELOP_EVENTS_PATH, (_request: unknown, response: EventStream) => events.attach(response))
  const stop = watchFiles(contentDir, (absPath) => {
    const doc = docs().find((candidate) => candidate.absPath === absPath)
    // A saved doc, or an image a body shows: the open pages showing it fetch their body again.
    const routes = doc ? [doc.route] : bodies.routesShowing(absPath)
    if (routes.length === 0) return
    quiet.touch()
    for (const route of routes) events.changed(route)
  })
  return { announce: events.send, whenQuiet: () => quiet.whenQuiet(), firstBodyServed: quiet.firstServed, stop }
}

/**
 * Compiles the static bodies of a build (createPages) and names each one's HTML
 * fragment. Returns, per route, what its page context carries (`staticBody`).
 */
export async function prepareStaticBodies(
  args: CreatePagesArgs,
  {
    bodies,
    projectDir,
    mdxOptions,
    routes,
    renderingInputs,
    displayPath,
  }: {
    bodies: StaticBodySource[]
    projectDir: string
    /** gatsby-plugin-mdx's options, the same object gatsby-config.ts gives it. */
    mdxOptions: MdxPluginOptions
    /** Every doc's file and route: links are rewritten to routes, so a moved doc recompiles the bodies. */
    routes: [relPath: string, route: string][]
    /** What else the rendered HTML depends on that no source file shows (client configuration from the environment). */
    renderingInputs: string
    displayPath: (file: string) => string
  },
): Promise<{ refs: Map<string, StaticBodyRef>; summary: string }> {
  const refs = new Map<string, StaticBodyRef>()
  if (bodies.length === 0) return { refs, summary: "Static doc bodies: none" }
  const compile = await mdxBodyCompiler(
    { ...args, cache: args.getCache("gatsby-plugin-mdx") },
    { options: mdxOptions, projectDir, displayPath },
  )
  const report = await writeStaticBodies({
    dir: bodiesDir(args.getCache(PLUGIN_NAME).directory),
    publicDir: path.join(projectDir, "public"),
    bodies,
    digest: sitePipelineDigest(projectDir, routes),
    compile,
  })
  const rendering = renderingDigest(projectDir, `${renderingInputs}\0${args.pathPrefix}`)
  for (const [route, key] of report.keys) refs.set(route, { key, fragment: fragmentName(key, rendering) })
  return {
    refs,
    summary: `Static doc bodies: ${bodies.length} pages, ${report.compiled} compiled, ${report.cached} cached (${report.ms} ms)`,
  }
}
