import React from "react"
import { MAIN_ID } from "./SkipLink"
import * as styles from "./ErrorBoundary.module.css"

type Props = { children: React.ReactNode }
type State = { error: Error | null }

/**
 * Catches render errors in the page below the navbar and shows the crash screen
 * ("This page crashed." with the message); "Try again" renders the page again.
 * Layout keys it by route, so navigating away also clears the error.
 */
export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch(error: unknown): void {
    console.error("The page crashed:", error)
  }

  render(): React.ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <main id={MAIN_ID} tabIndex={-1} className={styles.crash}>
        <div role="alert" className={styles.box}>
          <h1 className={styles.title}>This page crashed.</h1>
          <p className={styles.message}>{error.message}</p>
          <button type="button" className={styles.button} onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      </main>
    )
  }
}
