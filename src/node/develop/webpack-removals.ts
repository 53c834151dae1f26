import type { Compiler } from "webpack"

type WatchFileSystem = NonNullable<Compiler["watchFileSystem"]>
type Watch = WatchFileSystem["watch"]
type Aggregated = Parameters<Watch>[5]
type Undelayed = NonNullable<Parameters<Watch>[6]>

const NAME = "ReportRemovedFilesPlugin"
const wrapped = new WeakSet<WatchFileSystem>()

/**
 * `gatsby develop` rebuilds its bundle only when webpack's `invalid` hook says a file changed, and
 * keeps webpack's watching suspended in between. Webpack fires that hook for a changed file but not
 * for a removed one; its watcher then stops listening until the next build. So a deleted or renamed
 * doc with code of its own (a module of the bundle) leaves the bundle unbuilt for as long as the
 * server runs: its new route misses its component chunk, and no later change is built either. This
 * plugin reports a removal the way webpack reports a change, so Gatsby rebuilds.
 */
export class ReportRemovedFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.watchRun.tap(NAME, () => {
      const fileSystem = compiler.watchFileSystem
      if (!fileSystem || wrapped.has(fileSystem)) return
      wrapped.add(fileSystem)
      fileSystem.watch = reportingRemovals(fileSystem.watch.bind(fileSystem))
    })
  }
}

/** `watch`, whose aggregated removals also reach the undelayed ("a file changed") callback when no change did. */
export function reportingRemovals(watch: Watch): Watch {
  return (files, directories, missing, startTime, options, callback, callbackUndelayed) => {
    if (!callbackUndelayed) return watch(files, directories, missing, startTime, options, callback, callbackUndelayed)
    let reported = false
    const undelayed: Undelayed = (file, time) => {
      reported = true
      callbackUndelayed(file, time)
    }
    const aggregated: Aggregated = (error, fileTimes, contextTimes, changes, removals) => {
      callback(error, fileTimes, contextTimes, changes, removals)
      const [removed] = removals ?? []
      if (!error && !reported && removed !== undefined) undelayed(removed, Date.now())
    }
    return watch(files, directories, missing, startTime, options, aggregated, undelayed)
  }
}
