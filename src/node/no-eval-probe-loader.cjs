// A webpack loader for @docsearch/react's prebuilt files. They carry zod, whose object parser
// probes once whether it may compile code (`new Function("")` in a try/catch) and falls back when
// it may not. Under the site's Content-Security-Policy (no 'unsafe-eval') the probe fails as zod
// expects, but the browser still reports a policy violation for it; answering "no" without
// probing keeps the reports meaningful. zod parses the same, without its compiled fast path.
const PROBE = /try\{return new Function\(""\),!0\}catch\(\w+\)\{return!1\}/g

/** The source with zod's eval probe answered "no". */
function withoutEvalProbe(source) {
  return source.replace(PROBE, "return!1")
}

module.exports = function noEvalProbeLoader(source) {
  const result = withoutEvalProbe(source)
  // A new DocSearch release may write the probe differently: say so rather than ship a violation.
  if (result.includes("new Function(")) {
    this.emitWarning(new Error(`${this.resourcePath}: still calls new Function(); update the pattern in src/node/no-eval-probe-loader.cjs`))
  }
  return result
}
module.exports.withoutEvalProbe = withoutEvalProbe
