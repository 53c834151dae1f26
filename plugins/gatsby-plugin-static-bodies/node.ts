/**
 * The build entry of gatsby-plugin-static-bodies (README.md, "Entries"): what a site's build
 * code (createPages, onCreateDevServer, its post-build pass) calls. Runs in Node only.
 */
export { buildsStaticBodies, developStaticBodies, prepareStaticBodies, serveDevelopBodies, type DevelopDoc } from "./src/node/build"
export { bodyFragmentsStep, bodyHtml, writeFragments } from "./src/node/fragments"
export { publicFile } from "./src/node/public-file"
export { mdxBodyCompiler } from "./src/node/mdx-compile"
export { pipelineDigest, pipelineFiles, renderingDigest, sitePipelineDigest, writeStaticBodies } from "./src/node/static-bodies"
export type { EventStream } from "./src/node/develop"
export * from "./shared"
export { keepPluginOptions, type CacheInputs, type StaticBodiesOptions } from "./src/node/options"
